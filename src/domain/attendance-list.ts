import { z } from 'zod';
import { sexes, type Sex } from './athlete-constants';
import { attendanceStatusLabels, attendanceStatusLetters, attendanceStatuses, type AttendanceStatus } from './attendance';
import { addMonthsClamped } from './dates';
import { ageBandOf, managedTeamCategories, managedTeamCategoryLabels, type ManagedTeamCategory } from './rosters';

/**
 * The lista de presença (ADR 0017, docs/attendance-and-calendars.md): a team's month as the
 * incentive-law projects (Lei de Incentivo ao Esporte, state schemes) hand it in — the named
 * beneficiaries, the session dates as columns, the marks, the totals and a signature — with a summary
 * of the beneficiaries by age band and sex.
 */

export const attendanceListFormats = ['pdf', 'xlsx'] as const;
export type AttendanceListFormat = (typeof attendanceListFormats)[number];

export const INVALID_MONTH = 'Mês inválido';
export const INVALID_FORMAT = 'Formato inválido';

/** 'yyyy-MM', from 2000 to 2099: an earlier or later year is a typo. */
const month = z
  .string({ error: INVALID_MONTH })
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, INVALID_MONTH);

/** GET /api/teams/:id/attendance-list?mes=2026-11&formato=pdf (the team is the path's id). */
export const attendanceListQuerySchema = z.object({
  mes: month,
  formato: z.enum(attendanceListFormats, { error: INVALID_FORMAT }).default('pdf'),
});
export type AttendanceListQuery = z.input<typeof attendanceListQuerySchema>;

/** The month of a day: '2026-11-23' → '2026-11'. */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** The months a lista can be asked for from the dialog, newest first: next month (a blank list to print), this one and the 22 before. */
export function recentMonths(today: string, count = 24): string[] {
  const first = `${monthOfDay(today)}-01`;
  return Array.from({ length: count }, (_, i) => monthOfDay(addMonthsClamped(first, 1 - i)));
}

export const CANCELLED_SESSION = 'Cancelado';
/** A cell of an athlete who was not in the team on that session's day. */
export const NOT_ENROLLED_MARK = '–';

/** One cell of the grid: a mark, no mark yet (null), a cancelled session, or a day the athlete was not in the team. */
export type AttendanceListCell = AttendanceStatus | 'cancelada' | 'fora' | null;

/** What a cell prints: P/F/J, blank, '–' outside the athlete's enrolment; a cancelled session's column is blank under its "Cancelado". */
export function cellText(cell: AttendanceListCell): string {
  if (cell === null || cell === 'cancelada') return '';
  if (cell === 'fora') return NOT_ENROLLED_MARK;
  return attendanceStatusLetters[cell];
}

export const attendanceListLegend = [
  ...attendanceStatuses.map((s) => `${attendanceStatusLetters[s]} = ${attendanceStatusLabels[s].toLowerCase()}`),
  'em branco = sem registro',
  `${NOT_ENROLLED_MARK} = não matriculado na data`,
  `${CANCELLED_SESSION} = treino cancelado, fora das contagens`,
].join(' · ');

export const RATE_EXPLANATION = 'Frequência = presenças ÷ treinos com registro; a falta justificada conta como falta.';
export const SIGNATURE_LABEL = 'Assinatura do responsável pelo projeto';
export const NO_SESSIONS_IN_MONTH = 'A turma não tem treinos neste mês.';

/** A rate as the lista prints it: '85,7%', or '—' without marks. */
export const rateText = (rate: number | null) => (rate === null ? '—' : `${String(rate).replace('.', ',')}%`);

// ---- the summary of beneficiaries ----

/**
 * The summary uses the school's age bands (Sub-7 up to 7 years, Sub-9 8–9, … Sub-20 18–20, Adulto
 * from 21: the bands of Relatórios and Gestão de Equipes), each named with its ages.
 */
export const summaryBands = managedTeamCategories;
export type SummaryBand = ManagedTeamCategory;

const bandAges = (() => {
  const ages = new Map<SummaryBand, { min: number; max: number }>();
  for (let age = 0; age <= 120; age++) {
    const band = ageBandOf(age);
    const seen = ages.get(band);
    ages.set(band, { min: seen?.min ?? age, max: age });
  }
  return ages;
})();

/** 'Sub-9 (8 e 9 anos)', 'Sub-7 (até 7 anos)', 'Adulto (21 anos ou mais)'. */
export function summaryBandLabel(band: SummaryBand): string {
  const ages = bandAges.get(band);
  const label = managedTeamCategoryLabels[band];
  if (!ages) return label;
  const range =
    ages.min === 0
      ? `até ${ages.max} anos`
      : ages.max === 120
        ? `${ages.min} anos ou mais`
        : ages.max === ages.min + 1
          ? `${ages.min} e ${ages.max} anos`
          : `${ages.min} a ${ages.max} anos`;
  return `${label} (${range})`;
}

export interface BeneficiarySummaryRow {
  faixa: SummaryBand;
  M: number;
  F: number;
  total: number;
}

/** Beneficiaries per band (only the bands that have someone, youngest first) and sex, and the totals. */
export function beneficiarySummary(people: readonly { faixa: SummaryBand; sexo: Sex }[]) {
  const rows: BeneficiarySummaryRow[] = summaryBands
    .map((faixa) => {
      const inBand = people.filter((p) => p.faixa === faixa);
      const bySex = Object.fromEntries(sexes.map((s) => [s, inBand.filter((p) => p.sexo === s).length])) as Record<Sex, number>;
      return { faixa, ...bySex, total: inBand.length };
    })
    .filter((row) => row.total > 0);
  const total = { M: people.filter((p) => p.sexo === 'M').length, F: people.filter((p) => p.sexo === 'F').length, total: people.length };
  return { rows, total };
}

/** lista-de-presenca_futsal-sub-11_2026-11.pdf: ASCII only, as a header's filename must be. */
export function attendanceListFileName(teamName: string, mes: string, formato: AttendanceListFormat) {
  const slug = teamName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `lista-de-presenca_${slug || 'turma'}_${mes}.${formato}`;
}
