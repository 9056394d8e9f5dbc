import { z } from 'zod';
import { athleteListQuerySchema } from './athletes';
import { email } from './fields';
import { pageOf, recordId, timestamp } from './responses';

/**
 * Régua de cobrança (ADR 0015, docs/pix.md): the days around an instalment's due date on which its
 * guardian is e-mailed, negative before it. The school's default: 3 days before, on the day, 3 and 10
 * days after.
 */
export const DEFAULT_REMINDER_DAYS = [-3, 0, 3, 10];
export const REMINDER_DAY_MIN = -30;
export const REMINDER_DAY_MAX = 60;

export const reminderDayLabel = (day: number) =>
  day === 0 ? 'no dia do vencimento' : day < 0 ? `${-day} ${day === -1 ? 'dia' : 'dias'} antes do vencimento` : `${day} ${day === 1 ? 'dia' : 'dias'} após o vencimento`;

const reminderDay = z
  .number({ error: 'Dia inválido' })
  .int('Dia inválido')
  .min(REMINDER_DAY_MIN, `Use dias de ${REMINDER_DAY_MIN} a ${REMINDER_DAY_MAX}`)
  .max(REMINDER_DAY_MAX, `Use dias de ${REMINDER_DAY_MIN} a ${REMINDER_DAY_MAX}`);

/** GET and PUT /api/reminder-settings; an empty list turns the e-mail reminders off. */
export const reminderSettingsSchema = z.object({
  dias: z
    .array(reminderDay)
    .max(8, 'No máximo 8 lembretes')
    .refine((days) => new Set(days).size === days.length, 'Cada dia só pode aparecer uma vez')
    .transform((days) => [...days].sort((a, b) => a - b)),
});
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

export const dunningChannels = ['email', 'whatsapp'] as const;
/** agendado: queued; enviado / falhou: the e-mail's fate; aberto: a staff member opened the WhatsApp link. */
export const dunningStatuses = ['agendado', 'enviado', 'falhou', 'aberto'] as const;

export const dunningStatusLabels: Record<(typeof dunningStatuses)[number], string> = {
  agendado: 'E-mail na fila',
  enviado: 'E-mail enviado',
  falhou: 'E-mail não enviado',
  aberto: 'WhatsApp aberto',
};

/** One reminder of an instalment, as the dunning history shows it. */
export const dunningEventSchema = z.object({
  id: recordId,
  instalmentId: recordId,
  numeroParcela: z.number().int(),
  canal: z.enum(dunningChannels),
  /** The reminder day of an e-mail (see reminderDayLabel); null for WhatsApp. */
  diaLembrete: z.number().int().nullable(),
  status: z.enum(dunningStatuses),
  destinatario: z.string().nullable(),
  /** Who opened the WhatsApp link. */
  por: z.string().nullable(),
  detalhe: z.string().nullable(),
  createdAt: timestamp,
});
export type DunningEvent = z.output<typeof dunningEventSchema>;

/** POST …/whatsapp: the click-to-chat link, recorded in the history as opened by the caller. */
export const whatsappChargeSchema = z.object({ url: z.string(), mensagem: z.string() });
export type WhatsappCharge = z.output<typeof whatsappChargeSchema>;

/** PUT /api/reminder-opt-outs: a guardian's e-mail that gets, or no longer gets, reminders. */
export const reminderOptOutInputSchema = z.object({ email: email('Email inválido'), receber: z.boolean({ error: 'Informe se recebe lembretes' }) });
export const reminderOptOutSchema = z.object({ email: z.string(), receber: z.boolean() });

export const NO_GUARDIAN_PHONE = 'O responsável não tem telefone cadastrado para o WhatsApp';
export const NOTHING_OVERDUE = 'Esta família não tem parcelas vencidas';

/** The page of a reminder's "stop these e-mails" link whose token is unknown (mistyped, cut short). */
export const UNSUBSCRIBE_LINK_NOT_FOUND = 'Este link para deixar de receber os lembretes não é válido.';

/**
 * GET /api/reminders/unreachable: the athletes with a fee still owed whom the reminders cannot reach
 * (issue 35): no guardian e-mail (no e-mail reminder, no "Pagamento confirmado") or no guardian phone
 * (no "Cobrar no WhatsApp"), by name.
 */
export const unreachableQuerySchema = athleteListQuerySchema.pick({ page: true });
export const UNREACHABLE_PAGE_SIZE = 20;
export const unreachableFamilySchema = z.object({
  athleteId: recordId,
  nomeCompleto: z.string(),
  responsavelNome: z.string(),
  semEmail: z.boolean(),
  semTelefone: z.boolean(),
});
export type UnreachableFamily = z.output<typeof unreachableFamilySchema>;
export const unreachableFamiliesSchema = pageOf(unreachableFamilySchema);
