import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enrollmentStatuses, enrollmentTypes, paymentMethods, paymentStatuses, planTypes } from '@domain/enrollments';
import { day, id, money, oneOf, timestamps, timestamptz } from './columns';
import { athletes } from './athletes';
import { teams } from './organization';
import { users } from './users';

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id),
    teamId: integer()
      .notNull()
      .references(() => teams.id),
    tipoMatricula: text({ enum: enrollmentTypes }).notNull(),
    tipoPlano: text({ enum: planTypes }).notNull(),
    valorMensalidade: money().notNull(),
    desconto: money().notNull().default('0.00'),
    status: text({ enum: enrollmentStatuses }).notNull().default('ativa'),
    /** No database default: "today" is the school's date (APP_TIMEZONE), set by the service. */
    dataMatricula: day().notNull(),
    dataVencimento: day().notNull(),
    dataInativacao: day(),
    ...timestamps,
  },
  (t) => [
    index('enrollments_athlete_id_idx').on(t.athleteId),
    index('enrollments_team_id_idx').on(t.teamId),
    index('enrollments_status_idx').on(t.status),
    index('enrollments_data_vencimento_idx').on(t.dataVencimento),
    oneOf('enrollments_tipo_matricula_check', t.tipoMatricula, enrollmentTypes),
    oneOf('enrollments_tipo_plano_check', t.tipoPlano, planTypes),
    oneOf('enrollments_status_check', t.status, enrollmentStatuses),
    check('enrollments_valor_mensalidade_check', sql`${t.valorMensalidade} >= 0`),
    // Instalment value is valorMensalidade − desconto, so the discount may not exceed the fee.
    check('enrollments_desconto_check', sql`${t.desconto} >= 0 and ${t.desconto} <= ${t.valorMensalidade}`),
  ],
);

export const instalments = pgTable(
  'monthly_payments',
  {
    id: id(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    numeroMensalidade: integer().notNull(),
    valor: money().notNull(),
    valorDesconto: money().notNull().default('0.00'),
    /** Multa e juros paid with it (src/domain/late-fees.ts), booked apart in the ledger. */
    valorAcrescimo: money().notNull().default('0.00'),
    valorPago: money(),
    dataVencimento: day().notNull(),
    dataPagamento: day(),
    metodoPagamento: text({ enum: paymentMethods }),
    processedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: paymentStatuses }).notNull().default('pendente'),
    observacoes: text(),
    /** The end-to-end id of the Pix that paid it, when the school's bank told (docs/pix.md "O banco da escola"). */
    endToEndId: text(),
    ...timestamps,
  },
  (t) => [
    // Renewal can never create the same instalment twice; also serves lookups by enrollment_id.
    uniqueIndex('monthly_payments_enrollment_id_numero_mensalidade_unique').on(t.enrollmentId, t.numeroMensalidade),
    index('monthly_payments_status_idx').on(t.status),
    index('monthly_payments_data_vencimento_idx').on(t.dataVencimento),
    index('monthly_payments_processed_by_user_id_idx').on(t.processedByUserId),
    oneOf('monthly_payments_status_check', t.status, paymentStatuses),
    oneOf('monthly_payments_metodo_pagamento_check', t.metodoPagamento, paymentMethods),
    check('monthly_payments_numero_mensalidade_check', sql`${t.numeroMensalidade} >= 1`),
    check('monthly_payments_valor_check', sql`${t.valor} >= 0`),
    check('monthly_payments_valor_desconto_check', sql`${t.valorDesconto} >= 0`),
    check('monthly_payments_valor_acrescimo_check', sql`${t.valorAcrescimo} >= 0`),
    check('monthly_payments_valor_pago_check', sql`${t.valorPago} >= 0`),
  ],
);

export const teamChangeHistory = pgTable(
  'team_change_history',
  {
    id: id(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    oldTeamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    newTeamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    changeDate: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('team_change_history_enrollment_id_idx').on(t.enrollmentId),
    index('team_change_history_old_team_id_idx').on(t.oldTeamId),
    index('team_change_history_new_team_id_idx').on(t.newTeamId),
  ],
);

export const paymentValueHistory = pgTable(
  'payment_value_history',
  {
    id: id(),
    enrollmentId: integer()
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    /** valorMensalidade before and after. */
    oldValue: money().notNull(),
    newValue: money().notNull(),
    /** desconto before and after; null on changes recorded before the discount was kept (migration 0013). */
    oldDiscount: money(),
    newDiscount: money(),
    changeDate: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('payment_value_history_enrollment_id_idx').on(t.enrollmentId),
    check('payment_value_history_old_value_check', sql`${t.oldValue} >= 0`),
    check('payment_value_history_new_value_check', sql`${t.newValue} >= 0`),
    check('payment_value_history_old_discount_check', sql`${t.oldDiscount} >= 0`),
    check('payment_value_history_new_discount_check', sql`${t.newDiscount} >= 0`),
  ],
);
