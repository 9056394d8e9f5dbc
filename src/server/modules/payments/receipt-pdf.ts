import extenso from 'extenso';
import { formatCnpjDigits, formatCpfDigits, maskedCpf } from '@domain/documents';
import { paymentMethodLabels } from '@domain/enrollments';
import { feeName } from '@domain/instalments';
import { toCents } from '@domain/money';
import { issuedAt, labelledField, newPdf, NONE, PDF_FONT, PDF_MARGIN, pdfDay, pdfFooter, pdfMoney, type PdfIssue } from '../../http/pdf-document';
import { receiptNumber, type ReceiptData } from './receipts.service';
import { schoolContact } from './school-sender';

/*
 * A receipt travels (forwarded on WhatsApp, handed to an employer): the name and the six middle
 * digits of the CPF (maskedCpf) tell the payer apart, and the LGPD's necessity principle keeps the
 * whole number off a document that does not need it. The payer's own copy carries it whole: a
 * reimbursement scheme (an employer's, a health plan's) refuses a receipt without it.
 */

/** "cento e oitenta reais": the amount in words, as a receipt states it beside the figures. */
export const amountInWords = (valor: string) => extenso(valor, { mode: 'currency' });

/**
 * A paid instalment's receipt: the school (company, CNPJ, address and contact) that received, the
 * payer (the guardian on the athlete's record, who answers for the enrolment), the athlete, the
 * month, the figures with the amount in words, and who confirmed the payment. `wholeCpf` for the
 * payer's own copy (receipts.service.ts isPayer).
 */
export async function receiptPdf(receipt: ReceiptData, options: PdfIssue, { wholeCpf = false } = {}): Promise<Buffer> {
  const numero = receiptNumber(receipt);
  const { athlete, company } = receipt;
  const cpf = wholeCpf ? formatCpfDigits(athlete.responsavelCpf) : maskedCpf(athlete.responsavelCpf);
  const contact = schoolContact({ nome: company.nomeFantasia, telefone: company.telefone, email: company.email });
  const { doc, bytes } = await newPdf(`Recibo ${numero}`);
  const width = doc.page.width - 2 * PDF_MARGIN;

  doc.font(PDF_FONT.bold).fontSize(22).fillColor('#111111').text('Recibo', PDF_MARGIN, PDF_MARGIN);
  doc.font(PDF_FONT.regular).fontSize(11).text(`Nº ${numero}`, PDF_MARGIN, PDF_MARGIN + 6, { width, align: 'right' });
  doc.moveDown(1.5);

  doc.font(PDF_FONT.bold).fontSize(13).text(company.nomeFantasia, PDF_MARGIN);
  doc.font(PDF_FONT.regular).fontSize(10).fillColor('#444444');
  doc.text(`${company.razaoSocial} · CNPJ ${formatCnpjDigits(company.cnpj)}`);
  if (receipt.endereco) doc.text(receipt.endereco);
  if (contact) doc.text(contact);
  doc.fillColor('#111111');
  doc
    .moveDown(0.8)
    .moveTo(PDF_MARGIN, doc.y)
    .lineTo(PDF_MARGIN + width, doc.y)
    .strokeColor('#cccccc')
    .stroke()
    .moveDown(0.8);

  doc
    .font(PDF_FONT.regular)
    .fontSize(12)
    .text(
      `Recebemos de ${athlete.responsavelNome} (CPF ${cpf}) a importância de ${pdfMoney(receipt.valorPago)} ` +
        `(${amountInWords(receipt.valorPago)}) referente à ${feeName(receipt.dataVencimento).toLowerCase()} de ` +
        `${athlete.nomeCompleto} na turma ${receipt.team}.`,
      PDF_MARGIN,
      undefined,
      { width, align: 'justify', lineGap: 3 },
    );
  doc.moveDown(1).fontSize(11);

  labelledField(doc, 'Atleta', athlete.nomeCompleto);
  labelledField(doc, 'Turma', `${receipt.team} · ${receipt.unit}`);
  labelledField(doc, 'Referência', `${feeName(receipt.dataVencimento)} (parcela ${receipt.numeroMensalidade})`);
  labelledField(doc, 'Vencimento', pdfDay(receipt.dataVencimento));
  labelledField(doc, 'Valor da parcela', pdfMoney(receipt.valor));
  labelledField(doc, 'Desconto', pdfMoney(receipt.valorDesconto));
  if (toCents(receipt.valorAcrescimo) > 0) labelledField(doc, 'Multa e juros', pdfMoney(receipt.valorAcrescimo));
  labelledField(doc, 'Valor pago', pdfMoney(receipt.valorPago));
  labelledField(doc, 'Forma de pagamento', receipt.metodoPagamento ? paymentMethodLabels[receipt.metodoPagamento] : NONE);
  labelledField(doc, 'Data do pagamento', pdfDay(receipt.dataPagamento));
  labelledField(doc, 'Pagamento confirmado por', receipt.confirmedBy ?? NONE);

  // A receipt is one page: its foot follows the figures.
  doc.moveDown(2);
  pdfFooter(doc, () => ({ text: `Recibo Nº ${numero} emitido pelo Plantel em ${issuedAt(options)}.` }), {
    y: doc.y,
    margin: PDF_MARGIN,
    size: 8,
    color: '#666666',
  });
  doc.end();
  return bytes;
}
