import { sexLabels } from '@domain/athlete-constants';
import {
  attendanceListLegend,
  CANCELLED_SESSION,
  cellText,
  NO_SESSIONS_IN_MONTH,
  RATE_EXPLANATION,
  rateText,
  SIGNATURE_LABEL,
  summaryBandLabel,
} from '@domain/attendance-list';
import { formatCnpjDigits } from '@domain/documents';
import { dayMonthBR, monthLabel } from '@domain/format';
import { weekdayLabels, weekdayOf } from '@domain/organization';
import { fitText, issuedAt, newPdf, PDF_FONT, pdfDay, pdfFooter, type PdfIssue } from '../../http/pdf-document';
import type { AttendanceListData, Counts } from './attendance-list.service';

/**
 * The lista de presença as a printable PDF: landscape A4, the school, unit, team, month and
 * professor at the top of every page, then the grid (one row per athlete, one column per session,
 * P/F/J in the cells, the counts at the end of each row and under each column), the legend, the
 * beneficiaries by age band and sex, and the project manager's signature. The columns share the
 * width left by the fixed ones, so a month of 13 sessions (and more) fits; the rows flow onto as many
 * pages as the team needs, each starting with the header and the columns' titles again.
 */

const MARGIN = 28;
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#9a9a9a';
const SHADE = '#f1f1f1';
const CANCELLED_SHADE = '#dcdcdc';
const ROW = 13;
const HEADER_ROW = 24;
const FOOTER_SPACE = 16;

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'center' | 'right';

/** One line of text in a box, never wrapped (so pdfkit never turns a page by itself), cut with '…' when too wide. */
function cell(doc: Doc, text: string, x: number, y: number, width: number, options: { align?: Align; font?: string; size?: number; color?: string; height?: number } = {}) {
  const { align = 'left', font = PDF_FONT.regular, size = 7.5, color = INK, height = ROW } = options;
  doc.font(font).fontSize(size).fillColor(color);
  const shown = fitText(doc, text, width - 4);
  const textWidth = doc.widthOfString(shown);
  const left = align === 'left' ? x + 2 : align === 'right' ? x + width - 2 - textWidth : x + (width - textWidth) / 2;
  doc.text(shown, left, y + (height - size) / 2 + 0.5, { lineBreak: false });
}

/** The text at the size that fits the width, down to `min`. */
function fittedSize(doc: Doc, text: string, width: number, size: number, font: string = PDF_FONT.regular, min = 4) {
  doc.font(font).fontSize(size);
  const natural = doc.widthOfString(text);
  return natural <= width ? size : Math.max(min, (0.98 * size * width) / natural);
}

interface Layout {
  x: { numero: number; nome: number; nascimento: number; sexo: number; sessions: number; p: number; f: number; j: number; taxa: number; end: number };
  widths: { numero: number; nome: number; nascimento: number; sexo: number; session: number; count: number; taxa: number };
}

/** The grid's columns over the page's width: the name takes what the sessions leave (never under 150 pt). */
function layout(width: number, sessions: number): Layout {
  // Wide enough for "Nascimento" and a month's three-digit totals in bold DejaVu Sans.
  const numero = 18;
  const nascimento = 52;
  const sexo = 24;
  const count = 20;
  const taxa = 34;
  const fixed = numero + nascimento + sexo + 3 * count + taxa;
  const session = sessions === 0 ? 0 : Math.min(30, (width - fixed - 150) / sessions);
  const nome = width - fixed - session * sessions;
  const x0 = MARGIN;
  const nomeX = x0 + numero;
  const nascimentoX = nomeX + nome;
  const sexoX = nascimentoX + nascimento;
  const sessionsX = sexoX + sexo;
  const p = sessionsX + session * sessions;
  return {
    x: { numero: x0, nome: nomeX, nascimento: nascimentoX, sexo: sexoX, sessions: sessionsX, p, f: p + count, j: p + 2 * count, taxa: p + 3 * count, end: p + 3 * count + taxa },
    widths: { numero, nome, nascimento, sexo, session, count, taxa },
  };
}

const weekdayShort = (day: string) => weekdayLabels[weekdayOf(day)].slice(0, 3).toLowerCase();

export async function attendanceListPdf(list: AttendanceListData, options: PdfIssue): Promise<Buffer> {
  const month = monthLabel(list.mes);
  const { doc, bytes } = await newPdf(`Lista de presença — ${list.team.nome} — ${month}`, { layout: 'landscape', margin: MARGIN });
  const pageWidth = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const grid = layout(pageWidth, list.sessions.length);
  const { x, widths } = grid;
  const longDates = widths.session >= 22;
  const anyMarks = list.totals.taxa !== null;

  function pageHeader() {
    let y = MARGIN;
    doc.font(PDF_FONT.bold).fontSize(14).fillColor(INK).text('Lista de presença', MARGIN, y, { lineBreak: false });
    const monthText = `Mês: ${month}`;
    doc.font(PDF_FONT.bold).fontSize(12);
    doc.text(monthText, MARGIN + pageWidth - doc.widthOfString(monthText), y + 1, { lineBreak: false });
    y += 20;
    const school = `${list.school.nomeFantasia} (${list.school.razaoSocial} · CNPJ ${formatCnpjDigits(list.school.cnpj)})`;
    const lines: [string, string][][] = [
      [
        ['Escola', school],
        ['Unidade', list.unit],
      ],
      [
        ['Turma', `${list.team.nome} · ${list.team.modalidade} · ${list.team.categoria}`],
        ['Horário', list.team.horario],
        ['Professor', list.team.professor ?? '—'],
        ...(list.team.auxiliar ? [['Auxiliar', list.team.auxiliar] as [string, string]] : []),
      ],
    ];
    for (const fields of lines) {
      doc.fontSize(8.5);
      let left = MARGIN;
      for (const [label, value] of fields) {
        doc.font(PDF_FONT.bold).fillColor(MUTED).text(`${label}: `, left, y, { lineBreak: false });
        left += doc.widthOfString(`${label}: `);
        doc.font(PDF_FONT.regular).fillColor(INK);
        const room = MARGIN + pageWidth - left;
        const shown = doc.widthOfString(value) > room ? value.slice(0, Math.max(1, Math.floor((value.length * room) / doc.widthOfString(value)) - 1)) + '…' : value;
        doc.text(shown, left, y, { lineBreak: false });
        left += doc.widthOfString(shown) + 14;
      }
      y += 12;
    }
    return y + 6;
  }

  function gridHeader(top: number) {
    doc.rect(MARGIN, top, x.end - MARGIN, HEADER_ROW).fill(SHADE);
    const bold = { font: PDF_FONT.bold, size: 7, height: HEADER_ROW };
    cell(doc, 'Nº', x.numero, top, widths.numero, { ...bold, align: 'center' });
    cell(doc, 'Atleta', x.nome, top, widths.nome, bold);
    cell(doc, 'Nascimento', x.nascimento, top, widths.nascimento, { ...bold, align: 'center' });
    cell(doc, 'Sexo', x.sexo, top, widths.sexo, { ...bold, align: 'center' });
    list.sessions.forEach((session, i) => {
      const left = x.sessions + i * widths.session;
      if (session.cancelada) doc.rect(left, top, widths.session, HEADER_ROW).fill(CANCELLED_SHADE);
      const date = longDates ? dayMonthBR(session.data) : session.data.slice(8, 10);
      cell(doc, date, left, top + 2, widths.session, { font: PDF_FONT.bold, size: fittedSize(doc, date, widths.session - 4, 7, PDF_FONT.bold), align: 'center', height: 11 });
      const below = session.cancelada ? (longDates ? CANCELLED_SESSION : 'canc.') : weekdayShort(session.data);
      cell(doc, below, left, top + 12, widths.session, { size: fittedSize(doc, below, widths.session - 4, 6), align: 'center', height: 10, color: session.cancelada ? INK : MUTED });
    });
    cell(doc, 'P', x.p, top, widths.count, { ...bold, align: 'center' });
    cell(doc, 'F', x.f, top, widths.count, { ...bold, align: 'center' });
    cell(doc, 'J', x.j, top, widths.count, { ...bold, align: 'center' });
    cell(doc, 'Freq.', x.taxa, top, widths.taxa, { ...bold, align: 'center' });
    rules(top, HEADER_ROW);
    return top + HEADER_ROW;
  }

  /** The row's box and its column separators (a totals row's label spans the athlete's columns). */
  function rules(top: number, height: number, labelRow = false) {
    doc.lineWidth(0.4).strokeColor(RULE);
    doc.rect(MARGIN, top, x.end - MARGIN, height).stroke();
    const athleteColumns = labelRow ? [] : [x.nome, x.nascimento, x.sexo];
    const separators = [...athleteColumns, x.sessions, ...list.sessions.map((_, i) => x.sessions + i * widths.session), x.p, x.f, x.j, x.taxa];
    for (const at of separators) doc.moveTo(at, top).lineTo(at, top + height).stroke();
  }

  /** A new page with the header and the grid's titles; returns where the rows go on. */
  function continuePage(withGrid: boolean) {
    doc.addPage();
    const top = pageHeader();
    return withGrid ? gridHeader(top) : top;
  }

  let y = gridHeader(pageHeader());

  list.athletes.forEach((athlete, index) => {
    if (y + ROW > bottom()) y = continuePage(true);
    if (index % 2 === 1) doc.rect(MARGIN, y, x.end - MARGIN, ROW).fill('#fafafa');
    list.sessions.forEach((session, i) => {
      if (session.cancelada) doc.rect(x.sessions + i * widths.session, y, widths.session, ROW).fill(CANCELLED_SHADE);
    });
    cell(doc, String(index + 1), x.numero, y, widths.numero, { align: 'center', color: MUTED });
    cell(doc, athlete.nomeCompleto, x.nome, y, widths.nome);
    cell(doc, pdfDay(athlete.dataNascimento), x.nascimento, y, widths.nascimento, { align: 'center' });
    cell(doc, athlete.sexo, x.sexo, y, widths.sexo, { align: 'center' });
    athlete.marcas.forEach((mark, i) => {
      const text = cellText(mark);
      if (text) cell(doc, text, x.sessions + i * widths.session, y, widths.session, { align: 'center', font: mark === 'fora' ? PDF_FONT.regular : PDF_FONT.bold, size: 8, color: mark === 'fora' ? MUTED : INK });
    });
    countCells(athlete, y, PDF_FONT.regular);
    rules(y, ROW);
    y += ROW;
  });

  if (list.athletes.length === 0) {
    cell(doc, 'Nenhum atleta na turma neste mês.', x.nome, y, x.end - x.nome, { color: MUTED });
    rules(y, ROW);
    y += ROW;
  }

  // The columns' counts: one row per letter, then the rate; the row's own total at its end.
  const totalRows: [string, (c: Counts) => string, 'presentes' | 'faltas' | 'justificadas' | 'taxa'][] = [
    ['Presenças (P)', (c) => String(c.presentes), 'presentes'],
    ['Faltas (F)', (c) => String(c.faltas), 'faltas'],
    ['Faltas justificadas (J)', (c) => String(c.justificadas), 'justificadas'],
    ['Frequência do treino', (c) => rateText(c.taxa).replace('%', ''), 'taxa'],
  ];
  if (y + ROW * totalRows.length > bottom()) y = continuePage(true);
  for (const [label, value, field] of totalRows) {
    doc.rect(MARGIN, y, x.end - MARGIN, ROW).fill(SHADE);
    cell(doc, label, x.numero, y, x.sessions - x.numero, { font: PDF_FONT.bold, align: 'right' });
    list.sessions.forEach((session, i) => {
      const left = x.sessions + i * widths.session;
      if (session.cancelada) doc.rect(left, y, widths.session, ROW).fill(CANCELLED_SHADE);
      // A session without a single mark had no roll taken (yet): its counts stay blank, not zero.
      else if (session.taxa !== null || field === 'taxa') cell(doc, value(session), left, y, widths.session, { align: 'center', size: field === 'taxa' ? fittedSize(doc, value(session), widths.session - 4, 7) : 7.5 });
    });
    const column = { presentes: x.p, faltas: x.f, justificadas: x.j, taxa: x.taxa }[field];
    const width = field === 'taxa' ? widths.taxa : widths.count;
    if (anyMarks || field === 'taxa') cell(doc, field === 'taxa' ? rateText(list.totals.taxa) : String(list.totals[field]), column, y, width, { align: 'center', font: PDF_FONT.bold });
    rules(y, ROW, true);
    y += ROW;
  }

  function countCells(counts: Counts, top: number, font: string) {
    // A month with no mark at all is a list printed to be filled by hand: its counts are left blank too.
    if (!anyMarks) return;
    cell(doc, String(counts.presentes), x.p, top, widths.count, { align: 'center', font });
    cell(doc, String(counts.faltas), x.f, top, widths.count, { align: 'center', font });
    cell(doc, String(counts.justificadas), x.j, top, widths.count, { align: 'center', font });
    cell(doc, rateText(counts.taxa), x.taxa, top, widths.taxa, { align: 'center', font, size: 7 });
  }

  // Legend and cancellations.
  const cancelled = list.sessions.filter((s) => s.cancelada);
  const notes = [
    list.sessions.length === 0 ? NO_SESSIONS_IN_MONTH : null,
    `Legenda: ${attendanceListLegend}. ${RATE_EXPLANATION} Frequência do treino em %.`,
    cancelled.length > 0
      ? `Treinos cancelados: ${cancelled.map((s) => `${pdfDay(s.data)}${s.motivoCancelamento ? ` (${s.motivoCancelamento})` : ''}`).join('; ')}.`
      : null,
  ].filter((n): n is string => n !== null);
  doc.font(PDF_FONT.regular).fontSize(7.5).fillColor(MUTED);
  const notesHeight = notes.reduce((sum, note) => sum + doc.heightOfString(note, { width: pageWidth }) + 2, 0);
  if (y + 6 + notesHeight > bottom()) y = continuePage(false);
  y += 6;
  for (const note of notes) {
    doc.font(PDF_FONT.regular).fontSize(7.5).fillColor(MUTED).text(note, MARGIN, y, { width: pageWidth });
    y = doc.y + 2;
  }

  // The summary (left) and the signature (right), kept together.
  const summaryWidth = 330;
  const summaryRows = list.summary.rows.length + 2;
  const blockHeight = Math.max(16 + summaryRows * ROW + 12, 110);
  if (y + 10 + blockHeight > bottom()) y = continuePage(false);
  y += 10;
  const top = y;
  doc.font(PDF_FONT.bold).fontSize(9).fillColor(INK).text('Beneficiários por faixa etária e sexo', MARGIN, y, { lineBreak: false });
  y += 14;
  const cols = { faixa: 165, sexo: 55 };
  const summaryX = [MARGIN, MARGIN + cols.faixa, MARGIN + cols.faixa + cols.sexo, MARGIN + cols.faixa + 2 * cols.sexo];
  const summaryLine = (texts: string[], font: string, shade: boolean) => {
    if (shade) doc.rect(MARGIN, y, summaryWidth, ROW).fill(SHADE);
    texts.forEach((text, i) => cell(doc, text, summaryX[i]!, y, i === 0 ? cols.faixa : cols.sexo, { font, align: i === 0 ? 'left' : 'center' }));
    doc.lineWidth(0.4).strokeColor(RULE).rect(MARGIN, y, summaryWidth, ROW).stroke();
    for (const at of summaryX.slice(1)) doc.moveTo(at, y).lineTo(at, y + ROW).stroke();
    y += ROW;
  };
  summaryLine(['Faixa etária', sexLabels.M, sexLabels.F, 'Total'], PDF_FONT.bold, true);
  for (const row of list.summary.rows) summaryLine([summaryBandLabel(row.faixa), String(row.M), String(row.F), String(row.total)], PDF_FONT.regular, false);
  const { total } = list.summary;
  summaryLine(['Total', String(total.M), String(total.F), String(total.total)], PDF_FONT.bold, true);
  doc.font(PDF_FONT.regular).fontSize(7).fillColor(MUTED).text(`Idade em ${pdfDay(list.idadeEm)}.`, MARGIN, y + 3, { lineBreak: false });

  const signX = MARGIN + summaryWidth + 60;
  const signWidth = Math.min(340, MARGIN + pageWidth - signX);
  let signY = top + 46;
  doc.lineWidth(0.6).strokeColor(INK).moveTo(signX, signY).lineTo(signX + signWidth, signY).stroke();
  cell(doc, SIGNATURE_LABEL, signX, signY + 2, signWidth, { align: 'center', size: 8.5 });
  signY += 34;
  doc.font(PDF_FONT.regular).fontSize(8.5).fillColor(INK).text('Nome:', signX, signY - 9, { lineBreak: false });
  doc.moveTo(signX + 30, signY).lineTo(signX + signWidth, signY).stroke();
  signY += 24;
  doc.text('Data:', signX, signY - 9, { lineBreak: false });
  doc.text('____ / ____ / ________', signX + 30, signY - 9, { lineBreak: false });

  // Every page's foot: when and by what it was issued, and the page of how many.
  const issued = `Lista de presença de ${list.team.nome} — ${month} · emitida pelo Plantel em ${issuedAt(options)}`;
  pdfFooter(doc, (page, count) => ({ text: issued, right: `Página ${page} de ${count}` }), {
    // A 9-pt row 8 pt above the bottom margin, its 7-pt text centred in it.
    y: doc.page.height - MARGIN - 6.5,
    margin: MARGIN,
    inset: 2,
    size: 7,
    color: MUTED,
    rightWidth: 80,
  });
  doc.end();
  return bytes;
}
