import { kinshipLabels, sexLabels } from '@domain/athletes';
import { auditActionLabel, auditEntityLabel } from '@domain/audit';
import { formatCpfDigits, maskPhone } from '@domain/documents';
import {
  enrollmentStatusLabels,
  enrollmentTypeLabels,
  paymentMethodLabels,
  paymentStatusLabels,
  planTypeLabels,
} from '@domain/enrollments';
import { consentOriginLabels } from '@domain/privacy';
import { rosterActionLabels } from '@domain/rosters';
import type { AthleteRecord } from './athlete-record';
import { parseImageDataUrl } from '../../http/image-data-url';
import { dateTimeBR } from '@domain/format';
import {
  issuedAt,
  labelledField,
  newPdf,
  NONE,
  PDF_FONT,
  PDF_MARGIN as MARGIN,
  pdfDay as day,
  pdfFooter,
  pdfMoney as money,
  type PdfIssue,
} from '../../http/pdf-document';

/**
 * The same record as the JSON export, laid out for a person to read: labelled values per section,
 * one line per instalment, dates as dd/MM/yyyy and money as R$ in the school's time zone.
 */

const phone = (value: string | null) => (value ? maskPhone(value) : NONE);
function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** An audit entry's changes in words: "campo: valor", an edit as "campo: de X para Y". */
function describeChanges(changes: unknown): string {
  if (Array.isArray(changes)) return changes.map(text).join(', ');
  if (typeof changes !== 'object' || changes === null) return text(changes);
  return Object.entries(changes)
    .map(([field, value]) =>
      typeof value === 'object' && value !== null && 'de' in value && 'para' in value
        ? `${field}: de ${text(value.de)} para ${text(value.para)}`
        : `${field}: ${text(value)}`,
    )
    .join('; ');
}

/** pdfkit draws JPEG and PNG only. */
function photoBytes(foto: string | null) {
  const photo = parseImageDataUrl(foto);
  return photo && (photo.contentType === 'image/jpeg' || photo.contentType === 'image/png') ? photo.bytes : null;
}

export async function athleteRecordPdf(record: AthleteRecord, options: PdfIssue): Promise<Buffer> {
  const moment = (value: string | null) => (value ? dateTimeBR(value, options.timeZone) : NONE);
  const { atleta } = record;

  const { doc, bytes } = await newPdf(`Dados do atleta ${atleta.nomeCompleto}`);

  const heading = (title: string) => {
    if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
    doc.moveDown(0.8).font(PDF_FONT.bold).fontSize(13).fillColor('#111111').text(title, MARGIN).moveDown(0.3);
    doc.font(PDF_FONT.regular).fontSize(10);
  };
  const field = (label: string, value: string) => labelledField(doc, label, value);
  const line = (value: string, indent = 0) => doc.font(PDF_FONT.regular).text(value, MARGIN + indent);

  doc.font(PDF_FONT.bold).fontSize(18).text('Dados pessoais do atleta');
  doc.font(PDF_FONT.regular).fontSize(10).fillColor('#444444');
  doc.text(`Relatório gerado pelo Plantel em ${issuedAt(options)} a pedido do titular (LGPD, art. 18).`);
  doc.fillColor('#111111');

  const photo = photoBytes(atleta.foto);
  if (photo) {
    doc.moveDown(0.5);
    doc.image(photo, { fit: [96, 96] });
  }

  heading('Informações pessoais');
  field('Nome completo', atleta.nomeCompleto);
  field('Data de nascimento', day(atleta.dataNascimento));
  field('Sexo', sexLabels[atleta.sexo]);
  field('CPF', formatCpfDigits(atleta.cpf) || NONE);
  field('Telefone', phone(atleta.telefone));
  field('Email', text(atleta.email));
  field('Endereço', text(atleta.endereco));
  field('Status', atleta.status === 'ATIVO' ? 'Ativo' : 'Inativo');
  field('Cadastrado em', moment(atleta.criadoEm));
  field('Última atualização', moment(atleta.atualizadoEm));

  heading('Informações de saúde');
  field('Alergias', text(atleta.alergias));
  field('Restrições médicas', text(atleta.restricoesMedicas));
  field('Observações de saúde', text(atleta.observacoesSaude));

  heading('Responsável');
  field('Nome', atleta.responsavelNome);
  field('Parentesco', kinshipLabels[atleta.responsavelParentesco]);
  field('CPF', formatCpfDigits(atleta.responsavelCpf) || NONE);
  field('Telefone', phone(atleta.responsavelTelefone));
  field('Email', text(atleta.responsavelEmail));
  for (const guardian of record.responsaveisAdicionais) {
    line(`${guardian.nome} (${kinshipLabels[guardian.parentesco]}) · CPF ${formatCpfDigits(guardian.cpf) || NONE} · ${phone(guardian.telefone)} · ${text(guardian.email)}`);
  }

  heading('Consentimentos (LGPD)');
  if (!record.consentimentos.length) line('Nenhum consentimento registrado.');
  for (const consent of record.consentimentos) {
    line(
      `${moment(consent.concedidoEm)} · ${consentOriginLabels[consent.origem]} · política ${consent.versaoPolitica} · titular ${consent.titularNome}` +
        (consent.revogadoEm ? ` · revogado em ${moment(consent.revogadoEm)}` : ' · ativo'),
    );
  }

  heading('Matrículas e pagamentos');
  if (!record.matriculas.length) line('Nenhuma matrícula.');
  for (const enrollment of record.matriculas) {
    doc.moveDown(0.4);
    doc
      .font(PDF_FONT.bold)
      .text(`Matrícula #${enrollment.id} · ${enrollment.turma}${enrollment.unidade ? ` (${enrollment.unidade})` : ''}`, MARGIN);
    line(
      `${enrollmentTypeLabels[enrollment.tipoMatricula]} · plano ${planTypeLabels[enrollment.tipoPlano]} · mensalidade ${money(enrollment.valorMensalidade)}` +
        ` · desconto ${money(enrollment.desconto)} · ${enrollmentStatusLabels[enrollment.status]}`,
    );
    line(`Matriculado em ${day(enrollment.dataMatricula)}${enrollment.dataInativacao ? ` · inativada em ${day(enrollment.dataInativacao)}` : ''}`);
    for (const p of enrollment.parcelas) {
      const paid = p.dataPagamento
        ? ` · paga em ${day(p.dataPagamento)}${p.metodoPagamento ? ` (${paymentMethodLabels[p.metodoPagamento]})` : ''} · ${money(p.valorPago)}`
        : '';
      line(`Parcela ${p.numeroMensalidade} · vence ${day(p.dataVencimento)} · ${money(p.valor)} · ${paymentStatusLabels[p.status]}${paid}`, 12);
    }
    for (const c of enrollment.mudancasDeTurma) line(`Mudança de turma em ${moment(c.data)}: de ${text(c.turmaAnterior)} para ${text(c.turmaNova)}`, 12);
    for (const c of enrollment.mudancasDeValor) {
      // Changes recorded before the discount was kept (migration 0013) have none to show.
      const discount = c.descontoAnterior === null ? '' : ` · desconto de ${money(c.descontoAnterior)} para ${money(c.descontoNovo)}`;
      line(`Mudança de valor em ${moment(c.data)}: mensalidade de ${money(c.valorAnterior)} para ${money(c.valorNovo)}${discount}`, 12);
    }
  }

  heading('Equipes');
  if (!record.equipes.length) line('Nenhuma equipe.');
  for (const team of record.equipes) {
    line(
      `${team.equipe} (${team.categoria}, ${team.modalidade}) · posição ${text(team.posicaoPreferencial)} · número ${text(team.numeroUniforme)}` +
        ` · capitão ${text(team.capitao)} · entrada ${day(team.dataEntrada)}${team.dataSaida ? ` · saída ${day(team.dataSaida)}` : ''} · ${team.ativo ? 'ativo' : 'inativo'}`,
    );
    for (const h of team.historico) line(`${moment(h.data)}: ${rosterActionLabels[h.acao]}${h.observacoes ? ` · ${h.observacoes}` : ''}`, 12);
  }

  if (record.trilhaAuditoria) {
    heading('Trilha de auditoria');
    if (!record.trilhaAuditoria.length) line('Nenhum registro.');
    for (const entry of record.trilhaAuditoria) {
      const changes = entry.alteracoes === null ? '' : ` · ${describeChanges(entry.alteracoes).slice(0, 300)}`;
      line(
        `${moment(entry.data)} · ${text(entry.usuario)} · ${auditActionLabel(entry.acao)} · ${auditEntityLabel(entry.entidade)} #${text(entry.entidadeId)}${changes}`,
      );
    }
  }

  pdfFooter(doc, (page, count) => ({ text: `Plantel · ${atleta.nomeCompleto} · página ${page} de ${count}` }), {
    y: doc.page.height - MARGIN + 15,
    margin: MARGIN,
    size: 8,
    color: '#666666',
  });
  doc.end();
  return bytes;
}
