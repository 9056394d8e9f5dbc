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
 * Status changes allowed by spec 2 §4, read as: a planned training is applied or cancelled; a
 * cancelled one can be planned again (or recorded as applied after all); an applied training is
 * history (reports count it) and keeps its status. Staying in the same status is not a change.
 */
export const scheduleTransitions: Record<ScheduleStatus, readonly ScheduleStatus[]> = {
  planejado: ['aplicado', 'cancelado'],
  cancelado: ['planejado', 'aplicado'],
  aplicado: [],
};

export const canChangeScheduleStatus = (from: ScheduleStatus, to: ScheduleStatus) => scheduleTransitions[from].includes(to);

/** The 409 of an illegal change: the same message on the server and in the page's toast. */
export function scheduleTransitionError(from: ScheduleStatus, to: ScheduleStatus) {
  if (from === to) return `O treino já está ${scheduleStatusLabels[to].toLowerCase()}`;
  if (from === 'aplicado') return 'Um treino aplicado não pode mudar de status';
  return `Não é possível mudar o status de ${scheduleStatusLabels[from].toLowerCase()} para ${scheduleStatusLabels[to].toLowerCase()}`;
}

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
