import { sexLabels } from '@domain/athlete-constants';
import {
  attendanceListLegend,
  CANCELLED_SESSION,
  cellText,
  NO_SESSIONS_IN_MONTH,
  RATE_EXPLANATION,
  SIGNATURE_LABEL,
  summaryBandLabel,
} from '@domain/attendance-list';
import { formatCnpjDigits } from '@domain/documents';
import { dateBR, dayMonthBR, monthLabel } from '@domain/format';
import { weekdayLabels, weekdayOf } from '@domain/organization';
import { xlsxDate, xlsxFile, type XlsxRow, type XlsxStyle } from '../../http/xlsx';
import type { AttendanceListData, Counts } from './attendance-list.service';

/** 85.7 → 0.857, shown as 85,7% by the cell's format; empty without marks. */
const excelRate = (rate: number | null) => (rate === null ? null : Math.round(rate * 10) / 1000);

const GREY = 'FFDCDCDC';
const SHADE = 'FFF1F1F1';
const RULE = 'FF9A9A9A';
const NOTE: XlsxStyle = { font: { size: 9, color: 'FF555555' } };

/**
 * The lista de presença as a spreadsheet, one sheet laid out like the PDF: the header fields, the
 * grid (dates as columns, P/F/J in the cells, counts at the end of each row and under each column),
 * the legend, the beneficiaries by age band and sex, and the signature lines. Printed landscape on
 * A4, one page wide, with the grid's titles repeated on every page.
 */
export async function attendanceListXlsx(list: AttendanceListData, options: { timeZone: string; generatedAt: Date }): Promise<Buffer> {
  const month = monthLabel(list.mes);
  const footer = 'Lista de presença — emitida pelo Plantel';
  return xlsxFile('Lista de presença', { created: options.generatedAt, footer }, (sheet) => {
    const n = list.sessions.length;
    // Columns: Nº, Atleta, Nascimento, Sexo, one per session, P, F, J, Frequência.
    const first = 5;
    const col = { p: first + n, f: first + n + 1, j: first + n + 2, taxa: first + n + 3 };
    sheet.width(1, 5);
    sheet.width(2, 38);
    sheet.width(3, 13);
    sheet.width(4, 10);
    for (let i = 0; i < n; i++) sheet.width(first + i, 7);
    for (const c of [col.p, col.f, col.j]) sheet.width(c, 5);
    sheet.width(col.taxa, 11);

    sheet.addRow([`Lista de presença — ${month}`]).style({ font: { bold: true, size: 14 } });
    const field = (label: string, value: string) => {
      const row = sheet.addRow([null, label, value]).cell(2, { font: { bold: true } });
      sheet.merge(row.number, 3, row.number, Math.max(col.taxa, 8));
    };
    field('Escola', `${list.school.nomeFantasia} (${list.school.razaoSocial} · CNPJ ${formatCnpjDigits(list.school.cnpj)})`);
    field('Unidade', list.unit);
    field('Turma', `${list.team.nome} · ${list.team.modalidade} · ${list.team.categoria}`);
    field('Mês', month);
    field('Horário', list.team.horario);
    field('Professor', list.team.professor ?? '—');
    if (list.team.auxiliar) field('Auxiliar', list.team.auxiliar);
    sheet.addRow([]);

    // The grid's titles: the dates, and under each its weekday or "Cancelado".
    const dates = sheet.addRow(['Nº', 'Atleta', 'Nascimento', 'Sexo', ...list.sessions.map((s) => dayMonthBR(s.data)), 'P', 'F', 'J', 'Frequência']);
    const under = sheet.addRow([null, null, null, null, ...list.sessions.map((s) => (s.cancelada ? CANCELLED_SESSION : weekdayLabels[weekdayOf(s.data)].slice(0, 3).toLowerCase()))]);
    for (const c of [1, 2, 3, 4, col.p, col.f, col.j, col.taxa]) sheet.merge(dates.number, c, under.number, c);
    for (const row of [dates, under]) {
      row.style({ font: { bold: true }, alignment: { horizontal: 'center', vertical: 'middle' } });
      for (let c = 1; c <= col.taxa; c++) row.cell(c, { border: RULE, fill: list.sessions[c - first]?.cancelada ? GREY : SHADE });
    }
    under.style({ font: { size: 8 } });
    dates.cell(2, { alignment: { horizontal: 'left', vertical: 'middle' } });
    sheet.freeze(2, under.number);
    sheet.repeatOnEveryPage(dates.number, under.number);

    // A month with no mark at all is a list printed to be filled by hand: its counts are left blank.
    const anyMarks = list.totals.taxa !== null;
    const counts = (c: Counts) => (anyMarks ? [c.presentes, c.faltas, c.justificadas, excelRate(c.taxa)] : [null, null, null, null]);
    list.athletes.forEach((athlete, index) => {
      const row = sheet.addRow([
        index + 1,
        athlete.nomeCompleto,
        xlsxDate(athlete.dataNascimento),
        athlete.sexo,
        ...athlete.marcas.map((mark) => cellText(mark) || null),
        ...counts(athlete),
      ]);
      styleGridRow(row);
    });
    if (list.athletes.length === 0) sheet.addRow([null, 'Nenhum atleta na turma neste mês.']);

    const totals: [string, keyof Counts][] = [
      ['Presenças (P)', 'presentes'],
      ['Faltas (F)', 'faltas'],
      ['Faltas justificadas (J)', 'justificadas'],
      ['Frequência do treino', 'taxa'],
    ];
    for (const [label, key] of totals) {
      // A session without a single mark had no roll taken (yet): its counts stay empty, not zero.
      const perSession = list.sessions.map((s) => (s.cancelada || s.taxa === null ? null : key === 'taxa' ? excelRate(s.taxa) : s[key]));
      const own = { presentes: col.p, faltas: col.f, justificadas: col.j, taxa: col.taxa }[key];
      const values: (string | number | null)[] = [null, label, null, null, ...perSession, null, null, null, null];
      values[own - 1] = key === 'taxa' ? excelRate(list.totals.taxa) : anyMarks ? list.totals[key] : null;
      const row = sheet.addRow(values);
      styleGridRow(row);
      row.style({ font: { bold: true } });
      for (let c = 1; c <= col.taxa; c++) if (!list.sessions[c - first]?.cancelada) row.cell(c, { fill: SHADE });
      if (key === 'taxa') for (let i = 0; i < n; i++) row.cell(first + i, { numFmt: '0%' });
    }

    function styleGridRow(row: XlsxRow) {
      row.cell(1, { alignment: { horizontal: 'center' } });
      row.cell(3, { numFmt: 'dd/mm/yyyy', alignment: { horizontal: 'center' } });
      row.cell(4, { alignment: { horizontal: 'center' } });
      for (let c = first; c <= col.taxa; c++) row.cell(c, { alignment: { horizontal: 'center' } });
      row.cell(col.taxa, { numFmt: '0.0%' });
      for (let c = 1; c <= col.taxa; c++) row.cell(c, { border: RULE, fill: list.sessions[c - first]?.cancelada ? GREY : undefined });
    }

    sheet.addRow([]);
    const cancelled = list.sessions.filter((s) => s.cancelada);
    const notes = [
      n === 0 ? NO_SESSIONS_IN_MONTH : null,
      `Legenda: ${attendanceListLegend}.`,
      RATE_EXPLANATION,
      cancelled.length > 0 ? `Treinos cancelados: ${cancelled.map((s) => `${dateBR(s.data)}${s.motivoCancelamento ? ` (${s.motivoCancelamento})` : ''}`).join('; ')}.` : null,
    ];
    for (const note of notes) if (note) sheet.addRow([null, note]).style(NOTE);

    sheet.addRow([]);
    sheet.addRow([null, 'Beneficiários por faixa etária e sexo']).style({ font: { bold: true } });
    const summaryRow = (values: (string | number)[], bold: boolean) => {
      const row = sheet.addRow([null, ...values]);
      for (let c = 2; c <= 5; c++) {
        row.cell(c, { border: RULE, alignment: c > 2 ? { horizontal: 'center' } : undefined, ...(bold ? { font: { bold: true }, fill: SHADE } : {}) });
      }
    };
    summaryRow(['Faixa etária', sexLabels.M, sexLabels.F, 'Total'], true);
    for (const row of list.summary.rows) summaryRow([summaryBandLabel(row.faixa), row.M, row.F, row.total], false);
    summaryRow(['Total', list.summary.total.M, list.summary.total.F, list.summary.total.total], true);
    sheet.addRow([null, `Idade em ${dateBR(list.idadeEm)}.`]).style(NOTE);

    sheet.addRow([]);
    sheet.addRow([]);
    sheet.addRow([null, `${SIGNATURE_LABEL}: ________________________________________`]);
    sheet.addRow([]);
    sheet.addRow([null, 'Nome: ________________________________________']);
    sheet.addRow([]);
    sheet.addRow([null, 'Data: ____ / ____ / ________']);
  });
}
