import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_REMINDER_DAYS, dunningChannels, dunningStatuses } from '@domain/dunning';
import { id, oneOf, timestamps, timestamptz } from './columns';
import { instalments } from './enrollments';
import { users } from './users';

/** The school's régua de cobrança: one row (id 1), the reminder days around the due date. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    id: integer().primaryKey().default(1),
    dias: integer().array().notNull().default(sql.raw(`'{${DEFAULT_REMINDER_DAYS.join(',')}}'`)),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [check('reminder_settings_single_row_check', sql`${t.id} = 1`)],
);

/**
 * Every reminder of an instalment: an e-mail of a reminder day (one per instalment and day, however
 * many app instances sweep), or a WhatsApp link a staff member opened.
 */
export const dunningEvents = pgTable(
  'dunning_events',
  {
    id: id(),
    monthlyPaymentId: integer()
      .notNull()
      .references(() => instalments.id, { onDelete: 'cascade' }),
    canal: text({ enum: dunningChannels }).notNull(),
    diaLembrete: integer(),
    status: text({ enum: dunningStatuses }).notNull(),
    destinatario: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    detalhe: text(),
    /**
     * The secret of the e-mail's "stop these reminders" address (RFC 8058), made when it is first
     * sent: kept as is, since a retry must write the same address again.
     */
    tokenDescadastro: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dunning_events_token_descadastro_unique').on(t.tokenDescadastro),
    uniqueIndex('dunning_events_email_day_unique').on(t.monthlyPaymentId, t.diaLembrete).where(sql`${t.canal} = 'email'`),
    index('dunning_events_monthly_payment_id_idx').on(t.monthlyPaymentId),
    oneOf('dunning_events_canal_check', t.canal, dunningChannels),
    oneOf('dunning_events_status_check', t.status, dunningStatuses),
  ],
);

/** Guardians' e-mails that asked not to get reminders. */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  email: text().primaryKey(),
  createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamptz().notNull().defaultNow(),
});
