import { z } from 'zod';
import { addDays, dateParts } from './dates';
import { isoDate, optionalText, requiredId } from './fields';
import { calendarDate, recordId } from './responses';

export const scheduleStatuses = ['planejado', 'aplicado', 'cancelado'] as const;
export type ScheduleStatus = (typeof scheduleStatuses)[number];
export const scheduleStatusLabels: Record<ScheduleStatus, string> = {
  planejado: 'Planejado',
  aplicado: 'Aplicado',
  cancelado: 'Cancelado',
};

/**
 * Spec 2 §4: 'Aplicar' takes a planned training to aplicado, and the edit form may set any of the
 * three statuses, so a training marked applied by mistake goes back to planejado or cancelado.
 * The status call refuses only the status the entry already has (409): it changed elsewhere.
 */
export const scheduleStatusUnchanged = (status: ScheduleStatus) => `O treino já está ${scheduleStatusLabels[status].toLowerCase()}`;

/** The 422 of marking applied a training whose day has not come (school's calendar). */
export const FUTURE_APPLY = 'Um treino com data futura não pode ser marcado como aplicado';

/** Whether an entry on `data` may be (or stay) aplicado on the school's `today`. */
export const canBeApplied = (data: string, today: string) => data <= today;

const STATUS_INVALID = 'Status de execução inválido';
const statusExecucao = z.enum(scheduleStatuses, { error: STATUS_INVALID });

/** Spec 2 §5 "Schedule form": POST and PUT /api/cronograma. */
export const scheduleInputSchema = z.object({
  turmaId: requiredId('Turma é obrigatória'),
  planoTreinoId: requiredId('Plano de treino é obrigatório'),
  data: isoDate('Data é obrigatória'),
  statusExecucao: statusExecucao.default('planejado'),
  observacoes: optionalText(1000),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;
export type ScheduleData = z.output<typeof scheduleInputSchema>;

/** PATCH /api/cronograma/:id/status (spec 2 §7). */
export const scheduleStatusSchema = z.object({
  status: z.enum(scheduleStatuses, { error: (issue) => (issue.input === undefined ? 'Status é obrigatório' : STATUS_INVALID) }),
});
export type ScheduleStatusInput = z.input<typeof scheduleStatusSchema>;

/** A select's "all" sends nothing or ''; both mean no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/**
 * GET /api/cronograma: `turma` and `mes` (yyyy-MM) of spec 2 §7, plus `semana` (any day of the
 * week wanted, normally its Monday) for the week view and `status` for its filter. Filters combine.
 */
export const scheduleListQuerySchema = z.object({
  turma: optionalFilter(requiredId('Turma inválida')),
  mes: optionalFilter(
    z
      .string({ error: 'Mês inválido' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido'),
  ),
  semana: optionalFilter(isoDate('Semana inválida')),
  status: optionalFilter(z.enum(scheduleStatuses, { error: STATUS_INVALID })),
});
export type ScheduleListQuery = z.input<typeof scheduleListQuerySchema>;

/** Monday of the week (Monday to Sunday) that holds `date`, as yyyy-MM-dd. */
export function weekStart(date: string): string {
  const [y, m, d] = dateParts(date);
  // getUTCDay: 0 is Sunday; Monday is 0 days back, Sunday 6.
  const back = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(date, -back);
}

/** The seven dates of the week that starts on `monday`. */
export const weekDates = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** One entry of the schedule as every cronograma call answers it. */
export const scheduleEntrySchema = z.object({
  id: recordId,
  turmaId: recordId,
  planoTreinoId: recordId,
  data: calendarDate,
  statusExecucao: z.enum(scheduleStatuses),
  observacoes: z.string().nullable(),
  turmaNome: z.string(),
  /** The team's time: entries of a day are ordered by it. */
  turmaHorario: z.string().meta({ examples: ['18:00 - 19:30'] }),
  planoTitulo: z.string(),
  /** The plan's total time in minutes. */
  planoTempoTotalEstimado: z.number().int(),
});
export type ScheduleEntry = z.output<typeof scheduleEntrySchema>;
