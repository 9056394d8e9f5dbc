import { sexLabels } from '../../../domain/athletes';
import { enrollmentStatusLabels } from '../../../domain/enrollments';
import { dateBR, decimalBR } from '../../../domain/ledger';
import { reportPeriodLabels, type DateRange, type ReportPeriod } from '../../../domain/reports';
import type { Executor } from '../../db/client';
import { csvRows, type CsvRow } from '../ledger/csv';
import { athletesReport, enrollmentsReport, financeReport, reportSummary, teamsReport, type ReportContext } from './reports.service';

const periodText = (periodo: ReportPeriod, range: DateRange | null) =>
  range ? `${reportPeriodLabels[periodo]} (${dateBR(range.inicio)} a ${dateBR(range.fim)})` : reportPeriodLabels[periodo];

/**
 * The "Exportar" CSV of Relatórios (spec 2 §9): the age, modality, enrolment-status and financial
 * sections, each a title line, a header line and its rows, separated by an empty line. The counts
 * follow the period select; the financial section the Financeiro tab's dates.
 */
export async function reportCsv(
  db: Executor,
  periodo: ReportPeriod,
  range: DateRange | null,
  financeRange: DateRange,
  context: ReportContext,
): Promise<string> {
  // One after the other: an export should not take most of the pool's connections at once.
  const summary = await reportSummary(db, range, context);
  const athletes = await athletesReport(db, range, context);
  const teams = await teamsReport(db, range, context);
  const enrollments = await enrollmentsReport(db, range);
  const finance = await financeReport(db, financeRange, context);
  const sections: CsvRow[][] = [
    [
      ['Relatório Plantel'],
      ['Gerado em', dateBR(context.today)],
      ['Período', periodText(periodo, range)],
      ['Total de Atletas', summary.atletas.total],
      ['Total de Turmas', summary.turmas.total],
      ['Matrículas Ativas', summary.matriculas.ativas],
      ['Saldo Financeiro', decimalBR(summary.financeiro.saldo)],
    ],
    [['Atletas por Faixa Etária'], ['Faixa Etária', 'Atletas'], ...athletes.faixasEtarias.map((b) => [b.label, b.total])],
    [['Atletas por Sexo'], ['Sexo', 'Atletas'], ...athletes.sexo.map((s) => [sexLabels[s.sexo], s.total])],
    [
      ['Turmas por Modalidade'],
      ['Modalidade', 'Turmas', 'Matrículas Ativas'],
      ...teams.modalidades.map((m) => [m.modalidade, m.turmas, m.matriculasAtivas]),
    ],
    [['Matrículas por Status'], ['Status', 'Matrículas'], ...enrollments.status.map((s) => [enrollmentStatusLabels[s.status], s.total])],
    [
      ['Resumo Financeiro'],
      ['Período', `${dateBR(finance.periodo.inicio)} a ${dateBR(finance.periodo.fim)}`],
      ['Mensalidades Previstas', decimalBR(finance.pagamentos.esperado)],
      ['Mensalidades Recebidas', decimalBR(finance.pagamentos.recebido)],
      ['Mensalidades Pendentes', decimalBR(finance.pagamentos.pendente)],
      ['Parcelas Pagas', `${finance.pagamentos.pagas} de ${finance.pagamentos.total}`],
      ['Receitas', decimalBR(finance.resumo.receitas)],
      ['Despesas', decimalBR(finance.resumo.despesas)],
      ['Saldo', decimalBR(finance.resumo.saldo)],
    ],
  ];
  return sections.map((lines, i) => csvRows(lines, { bom: i === 0 })).join('\r\n');
}
