import { z } from 'zod';
import { addDays, dateParts, daysBetween, daysInMonth, zonedInstant } from './dates';
import { isoDate, optionalText, requiredText, wholeNumber } from './fields';
import { weekdayOf, type Weekday } from './organization';
import { calendarDate, recordId, timestamp } from './responses';
import { AGENDA_DAYS, attendanceStatuses, type AttendanceStatus } from './attendance-constants';

// The marks' labels live apart, without zod, for the screens that only show them (the family's Início).
export * from './attendance-constants';

/**
 * Chamada (ADR 0017, docs/attendance-and-calendars.md): a team's training sessions, who was there, and
 * what follows from it (rates, the dropout-risk alert, the lista de presença, the calendar feeds and
 * the call-ups for games).
 */

/** One letter per mark, for the lista de presença's grid. */
export const attendanceStatusLetters: Record<AttendanceStatus, string> = { presente: 'P', falta: 'F', justificada: 'J' };

/** Unjustified absences in a row that put an athlete on "Risco de evasão" and e-mail the guardians. */
export const DEFAULT_ABSENCE_ALERT = 3;
/** Days after a session in which a professor or assistente may still change its marks. */
export const CORRECTION_DAYS = 7;

export const callupAnswers = ['vai', 'nao_vai'] as const;
export type CallupAnswer = (typeof callupAnswers)[number];
export const callupAnswerLabels: Record<CallupAnswer, string> = { vai: 'Vai', nao_vai: 'Não vai' };

export const calendarFeedKinds = ['turma', 'familia'] as const;
export type CalendarFeedKind = (typeof calendarFeedKinds)[number];

export const SESSION_NOT_FOUND = 'Não há treino desta turma nesta data';
export const SESSION_CANCELLED = 'Este treino foi cancelado';
export const SESSION_IN_FUTURE = 'A chamada só pode ser feita no dia do treino ou depois';
export const CORRECTION_CLOSED = `A chamada só pode ser corrigida até ${CORRECTION_DAYS} dias depois do treino; depois disso, peça a um administrador`;
export const NOT_IN_TEAM = 'Atleta não está matriculado nesta turma';
export const PERIOD_TOO_LONG = 'Escolha um período de até 366 dias';

/** Start and end of a team's horario ("18:00 - 19:30", "18h às 19h30", "8h"), or null when it names no time. */
export function parseHorario(horario: string): { inicio: string; fim: string | null } | null {
  const times = [...horario.matchAll(/(\d{1,2})\s*(?:[:hH]\s*(\d{2})?)/g)]
    .map(([, h, m]) => ({ h: Number(h), m: Number(m ?? 0) }))
    .filter(({ h, m }) => h <= 23 && m <= 59)
    .map(({ h, m }) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  if (times.length === 0) return null;
  return { inicio: times[0]!, fim: times[1] && times[1] > times[0]! ? times[1] : null };
}

/**
 * The days a team trains between two dates (both included): its weekdays, plus every day the
 * cronograma plans a training for it. A day counts once however many entries it has.
 * `sessionDays(from, to)` works out the period's weekdays once, and answers for each team: a
 * network's day has 2,000 teams.
 */
export function sessionDays(from: string, to: string): (diasSemana: readonly Weekday[], cronogramaDays: readonly string[]) => string[] {
  const period = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i)).map((day) => ({ day, weekday: weekdayOf(day) }));
  return (diasSemana, cronogramaDays) => {
    const days = new Set(period.filter((p) => diasSemana.includes(p.weekday)).map((p) => p.day));
    for (const day of cronogramaDays) if (day >= from && day <= to) days.add(day);
    return [...days].sort();
  };
}

/**
 * When a session held on `data` is over, in the school's time zone: at its end time, or, when the
 * team's horario names none, at the end of that day.
 */
export const sessionEnd = (data: string, fim: string | null, timeZone: string) =>
  fim ? zonedInstant(data, fim, timeZone) : zonedInstant(addDays(data, 1), '00:00', timeZone);

/** Whether a professor or assistente may still change the marks of a session held on `day`. */
export const correctionOpen = (day: string, today: string) => daysBetween(day, today) <= CORRECTION_DAYS;

/** ?de=&ate= of every period read (sessions, rates, the athlete's frequência). */
export const periodQuerySchema = z
  .object({ de: isoDate('Data inicial inválida'), ate: isoDate('Data final inválida') })
  .refine((p) => p.de <= p.ate, { message: 'A data final deve ser igual ou posterior à inicial', path: ['ate'] })
  .refine((p) => daysBetween(p.de, p.ate) <= 366, { message: PERIOD_TOO_LONG, path: ['ate'] });

export const sessionParams = z.object({
  id: z.coerce.number().int().positive(),
  data: isoDate('Data inválida'),
});

export const sessionCancelSchema = z.object({
  motivo: requiredText('Informe o motivo do cancelamento', 200),
});

/** A session as every list shows it: the team's, on a day, with its times and how far its roll went. */
export const trainingSessionSchema = z.object({
  teamId: recordId,
  teamNome: z.string(),
  unitNome: z.string(),
  data: calendarDate,
  inicio: z.string().nullable().meta({ examples: ['18:00'] }),
  fim: z.string().nullable().meta({ examples: ['19:30'] }),
  planejado: z.boolean().meta({ description: 'Há um treino do cronograma neste dia' }),
  cancelada: z.boolean(),
  motivoCancelamento: z.string().nullable(),
  marcados: z.number().int(),
  presentes: z.number().int(),
  atletas: z.number().int(),
});
export type TrainingSession = z.output<typeof trainingSessionSchema>;

export const rollEntrySchema = z.object({
  athleteId: recordId,
  nomeCompleto: z.string(),
  fotoUrl: z.string().nullable(),
  status: z.enum(attendanceStatuses).nullable(),
  avisoFalta: z.string().nullable().meta({ description: 'A família avisou que o atleta vai faltar (o motivo, ou "" sem motivo)' }),
  atualizadoEm: timestamp.nullable(),
});
export type RollEntry = z.output<typeof rollEntrySchema>;

/** GET /api/teams/:id/sessions/:data/attendance: the session and its roll. */
export const rollSchema = z.object({
  session: trainingSessionSchema,
  podeCorrigir: z.boolean(),
  atletas: z.array(rollEntrySchema),
});
export type Roll = z.output<typeof rollSchema>;

/** PUT of marks: the ones the coach changed, so a mark sent late never overwrites another athlete's. */
export const marksInputSchema = z.object({
  marcas: z
    .array(z.object({ athleteId: z.number({ error: 'Atleta inválido' }).int().positive(), status: z.enum(attendanceStatuses, { error: 'Marcação inválida' }) }))
    .min(1, 'Marque pelo menos um atleta')
    .max(200, 'No máximo 200 marcações por vez'),
});
export type MarksInput = z.input<typeof marksInputSchema>;

export const absenceNoticeInputSchema = z.object({
  athleteId: z.number({ error: 'Atleta inválido' }).int().positive(),
  teamId: z.number({ error: 'Turma inválida' }).int().positive(),
  data: isoDate('Data inválida'),
  motivo: optionalText(200),
});
export type AbsenceNoticeInput = z.input<typeof absenceNoticeInputSchema>;

/** GET /api/attendance/day: the sessions of a day, the user's own teams first. */
export const dayQuerySchema = z.object({
  data: isoDate('Data inválida'),
  turmas: z
    .enum(['minhas', 'outras'], { error: 'Turmas inválidas' })
    .optional()
    .meta({ description: 'minhas: só as turmas do usuário; outras: só as demais (um substituto as procura); sem ele, todas. Para o administrador todas são suas.' }),
});
export const daySessionsSchema = z.array(trainingSessionSchema.extend({ minha: z.boolean().meta({ description: 'Turma em que o usuário dá aula' }) }));
export type DaySession = z.output<typeof daySessionsSchema>[number];

/** GET and PUT /api/attendance-settings. */
export const attendanceSettingsSchema = z.object({
  faltasSeguidasAlerta: wholeNumber({ required: 'Informe um número de faltas', invalid: 'Use de 1 a 30 faltas', min: 1, max: 30 }),
});
export type AttendanceSettings = z.output<typeof attendanceSettingsSchema>;

/** One athlete on "Risco de evasão": an open run of unjustified absences in a team. */
export const dropoutRiskSchema = z.object({
  alertId: recordId,
  athleteId: recordId,
  nomeCompleto: z.string(),
  teamId: recordId,
  teamNome: z.string(),
  faltasSeguidas: z.number().int(),
  ultimaFalta: calendarDate,
  emailEnviadoEm: timestamp.nullable(),
  responsavelTelefone: z.string().nullable(),
});
export type DropoutRisk = z.output<typeof dropoutRiskSchema>;

/** How many of the most urgent runs Início lists: a network has thousands open at once. */
export const DROPOUT_RISK_SHOWN = 20;

/** GET /api/attendance/dropout-risk: the most urgent runs (the longest, then the latest) and how many are open. */
export const dropoutRiskListSchema = z.object({ items: z.array(dropoutRiskSchema), total: z.number().int() });

/** A rate as a share of the sessions held with a mark: justified absences count as absences. */
export const attendanceRate = (presentes: number, marcados: number) => (marcados === 0 ? null : Math.round((presentes / marcados) * 1000) / 10);

/** The first and last day of a month given as 'yyyy-MM'. */
export function monthRange(month: string): { de: string; ate: string } {
  const [year, m] = dateParts(`${month}-01`);
  return { de: `${month}-01`, ate: `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}` };
}

// ---- Rates, the athlete's Frequência and the family's absence notices ----

export const NOTICE_PAST_DAY = 'Só é possível avisar a falta de um treino de hoje em diante';
export const NOTICE_TOO_FAR = `Só é possível avisar a falta de um treino dos próximos ${AGENDA_DAYS} dias`;
export const NOTICE_EXISTS = 'A falta neste treino já foi avisada';
export const NOTICE_ROLL_TAKEN = 'A chamada deste treino já foi feita. Fale com a escola.';
export const NOTICE_NOT_FOUND = 'Aviso de falta não encontrado';
export const NOTICE_WITHDRAW_CLOSED = 'Este treino já passou: o aviso não pode mais ser desfeito';

/** The last day of the family Início's agenda: its sessions, and the ones a family may give notice of. */
export const lastAgendaDay = (today: string) => addDays(today, AGENDA_DAYS - 1);

const tally = z.number().int();

/** Marks counted over sessions held (not cancelled): justified absences count as absences. */
export const attendanceCountsSchema = z.object({
  presentes: tally,
  faltas: tally,
  justificadas: tally,
  marcados: tally,
  taxa: z.number().nullable().meta({ description: 'Presenças sobre marcações, em %, com uma casa; null sem marcações', examples: [60] }),
});
export type AttendanceCounts = z.output<typeof attendanceCountsSchema>;

/** One session of the athlete's Frequência: its mark, or none (sem registro), or cancelled. */
export const athleteAttendanceSessionSchema = z.object({
  teamId: recordId,
  teamNome: z.string(),
  data: calendarDate,
  inicio: z.string().nullable().meta({ examples: ['18:00'] }),
  cancelada: z.boolean(),
  motivoCancelamento: z.string().nullable(),
  status: z.enum(attendanceStatuses).nullable().meta({ description: 'null: sem registro (ou treino cancelado)' }),
});
export type AthleteAttendanceSession = z.output<typeof athleteAttendanceSessionSchema>;

/** GET /api/athletes/:id/attendance: the period's rate, month by month, and its sessions (newest first). */
export const athleteAttendanceSchema = z.object({
  de: calendarDate,
  ate: calendarDate,
  total: attendanceCountsSchema,
  meses: z.array(attendanceCountsSchema.extend({ mes: z.string().meta({ examples: ['2026-03'] }) })),
  sessoes: z.array(athleteAttendanceSessionSchema),
});
export type AthleteAttendance = z.output<typeof athleteAttendanceSchema>;

/** ?de=&ate=&unitId= of Relatórios › Frequência. */
export const attendanceReportQuerySchema = periodQuerySchema.safeExtend({
  unitId: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number({ error: 'Unidade inválida' }).int('Unidade inválida').positive('Unidade inválida').optional()),
});
export type AttendanceReportQuery = z.input<typeof attendanceReportQuerySchema>;

const sessionsHeld = z.number().int().meta({ description: 'Treinos dados (não cancelados) com chamada no período' });

export const attendanceReportTeamSchema = attendanceCountsSchema.extend({
  unitId: recordId,
  unitNome: z.string(),
  teamId: recordId,
  teamNome: z.string(),
  sessoes: sessionsHeld,
});
export type AttendanceReportTeam = z.output<typeof attendanceReportTeamSchema>;

export const attendanceReportUnitSchema = attendanceCountsSchema.extend({ unitId: recordId, unitNome: z.string(), sessoes: sessionsHeld });
export type AttendanceReportUnit = z.output<typeof attendanceReportUnitSchema>;

/** GET /api/reports/attendance: per team (active teams, and any other with marks in the period), per unit, and in all. */
export const attendanceReportSchema = z.object({
  de: calendarDate,
  ate: calendarDate,
  turmas: z.array(attendanceReportTeamSchema),
  unidades: z.array(attendanceReportUnitSchema),
  total: attendanceCountsSchema.extend({ sessoes: sessionsHeld }),
});
export type AttendanceReport = z.output<typeof attendanceReportSchema>;

export const absenceNoticeSchema = z.object({
  id: recordId,
  athleteId: recordId,
  teamId: recordId,
  data: calendarDate,
  motivo: z.string().nullable(),
  createdAt: timestamp,
});
export type AbsenceNotice = z.output<typeof absenceNoticeSchema>;

/** One of a child's coming sessions, as the family sees it (its agenda on Início). */
export const familyUpcomingSessionSchema = z.object({
  athleteId: recordId,
  athleteNome: z.string(),
  teamId: recordId,
  teamNome: z.string(),
  unitNome: z.string(),
  data: calendarDate,
  inicio: z.string().nullable().meta({ examples: ['18:00'] }),
  fim: z.string().nullable().meta({ examples: ['19:30'] }),
  cancelada: z.boolean(),
  motivoCancelamento: z.string().nullable(),
  aviso: z.object({ id: recordId, motivo: z.string().nullable() }).nullable().meta({ description: 'O aviso de falta da família, se houver' }),
  status: z.enum(attendanceStatuses).nullable().meta({ description: 'A marcação, quando a chamada já foi feita' }),
});
export type FamilyUpcomingSession = z.output<typeof familyUpcomingSessionSchema>;

/** The months ('yyyy-MM') a period touches, in order. */
export function monthsOf(de: string, ate: string): string[] {
  const months: string[] = [];
  let [year, month] = dateParts(de);
  const last = ate.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** The periods of the athlete's Frequência: this month and the months before it (3 by default). */
export const attendancePeriodMonths = [3, 6, 12] as const;
export type AttendancePeriodMonths = (typeof attendancePeriodMonths)[number];

/** From the first day of the month `months - 1` before today's, to today. */
export function lastMonthsPeriod(months: number, today: string): { de: string; ate: string } {
  const [year, month] = dateParts(today);
  const index = year * 12 + (month - 1) - (months - 1);
  return { de: `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`, ate: today };
}
