import { sexLabels } from '@domain/athletes';
import { enrollmentStatusLabels } from '@domain/enrollments';
import { dateBR, decimalBR } from '@domain/format';
import { reportPeriodText, type DateRange, type ReportQuery } from '@domain/reports';
import type { Executor } from '../../db/client';
import { csvRows, type CsvRow } from '../ledger/csv';
import { athletesReport, enrollmentsReport, financeReport, reportSummary, teamsReport, type ReportContext } from './reports.service';

/**
 * The "Exportar" CSV of Relatórios (spec 2 §9): the age, modality, enrolment-status and financial
 * sections, each a title line, a header line and its rows, separated by an empty line. Every
 * section is of the page's one period, named once at the top.
 */
export async function reportCsv(db: Executor, query: ReportQuery, range: DateRange | null, context: ReportContext): Promise<string> {
  // One after the other: an export should not take most of the pool's connections at once.
  const summary = await reportSummary(db, range, context);
  const athletes = await athletesReport(db, range, context);
  const teams = await teamsReport(db, range, context);
  const enrollments = await enrollmentsReport(db, range);
  const finance = await financeReport(db, range, context);
  const sections: CsvRow[][] = [
    [
      ['Relatório Plantel'],
      ['Gerado em', dateBR(context.today)],
      ['Período', reportPeriodText(query, range)],
      ['Total de Atletas', summary.atletas.total],
      ['Total de Turmas', summary.turmas.total],
      ['Matrículas Ativas', summary.matriculas.ativas],
      ['Matrículas do Período', summary.matriculas.total],
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
      ['Mensalidades Previstas', decimalBR(finance.pagamentos.esperado)],
      ['Mensalidades Recebidas', decimalBR(finance.pagamentos.recebido)],
      ['Descontos Concedidos', decimalBR(finance.pagamentos.descontos)],
      ['Mensalidades Pendentes', decimalBR(finance.pagamentos.pendente)],
      ['Parcelas Pagas', `${finance.pagamentos.pagas} de ${finance.pagamentos.total}`],
      ['Receitas', decimalBR(finance.resumo.receitas)],
      ['Despesas', decimalBR(finance.resumo.despesas)],
      ['Saldo', decimalBR(finance.resumo.saldo)],
    ],
  ];
  return sections.map((lines, i) => csvRows(lines, { bom: i === 0 })).join('\r\n');
}
