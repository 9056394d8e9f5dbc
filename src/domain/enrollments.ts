import { z } from 'zod';
import { athleteListQuerySchema } from './athletes';
import { isoDate, money, optionalText, pageSizeOf, requiredChoice, requiredId } from './fields';
import {
  enrollmentStatuses,
  enrollmentStatusFilters,
  enrollmentTypes,
  PAYMENTS_PAGE_SIZES,
  paymentMethods,
  paymentSituations,
  paymentStatuses,
  planTypes,
} from './enrollment-constants';
import { amountDueSchema, lateFeeSettingsSchema } from './late-fees';
import { toCents } from './money';
import { paymentDate } from './payment-date';
import { calendarDate, moneyText, pageOf, recordId, timestamp } from './responses';

// The lists and labels live apart, so a screen that only shows enrolments does not build every
// schema here when it loads.
export * from './enrollment-constants';

/** Per-enrolment instalment counts: overdue is computed (docs/architecture.md "Overdue"), never stored. */
export const instalmentSummarySchema = z.object({
  pagas: z.number().int(),
  vencidas: z.number().int(),
  pendentes: z.number().int(),
});
export type InstalmentSummary = z.output<typeof instalmentSummarySchema>;

const named = z.object({ id: recordId, nome: z.string() });
const teamInUnit = named.extend({ unit: named });
const enrollmentStatus = z.enum(enrollmentStatuses);
const enrollmentType = z.enum(enrollmentTypes);
const planType = z.enum(planTypes);

/** The terms of an enrolment every view of it shows. */
const enrollmentTermsSchema = z.object({
  id: recordId,
  tipoMatricula: enrollmentType,
  tipoPlano: planType,
  valorMensalidade: moneyText,
  desconto: moneyText,
  status: enrollmentStatus,
  dataMatricula: calendarDate,
  dataVencimento: calendarDate,
});

/** GET /api/enrollments-with-payments/athlete/:id: an athlete's enrolments with their counts. */
export const athleteEnrollmentSchema = enrollmentTermsSchema.extend({
  team: teamInUnit.extend({ modalidade: z.string(), categoria: z.string() }),
  resumo: instalmentSummarySchema,
});
export type AthleteEnrollment = z.output<typeof athleteEnrollmentSchema>;

// ---- requests (spec 1 §5 "New enrolment", "Enrolment edit", "Payment processing") ----

const fee = money({ required: 'Valor da mensalidade é obrigatório', invalid: 'Valor da mensalidade inválido' }).refine(
  (v) => toCents(v) > 0,
  'Valor da mensalidade deve ser maior que zero',
);
/** Spec 1 §9 "Enrolment edit discount default 0.00". */
const discount = money({ required: 'Desconto inválido', invalid: 'Desconto inválido', blankAs: '0.00' });

export const DISCOUNT_ABOVE_FEE = 'Desconto não pode ser maior que o valor da mensalidade';
/** An instalment is charged valorMensalidade − desconto, so the discount may not exceed the fee. */
const discountWithinFee = {
  check: (v: { valorMensalidade: string; desconto: string }) => toCents(v.desconto) <= toCents(v.valorMensalidade),
  params: { path: ['desconto'], message: DISCOUNT_ABOVE_FEE },
};

export const enrollmentInputSchema = z
  .object({
    athleteId: requiredId('Atleta é obrigatório'),
    teamId: requiredId('Turma é obrigatória'),
    tipoMatricula: requiredChoice(enrollmentTypes, 'Tipo de matrícula é obrigatório', 'Tipo de matrícula inválido'),
    valorMensalidade: fee,
    tipoPlano: requiredChoice(planTypes, 'Tipo de plano é obrigatório', 'Tipo de plano inválido'),
    dataVencimento: isoDate('Data de vencimento é obrigatória'),
    desconto: discount,
  })
  .refine(discountWithinFee.check, discountWithinFee.params);
export type EnrollmentInput = z.input<typeof enrollmentInputSchema>;
export type EnrollmentData = z.output<typeof enrollmentInputSchema>;

export const enrollmentEditSchema = z
  .object({ teamId: requiredId('Turma é obrigatória'), valorMensalidade: fee, desconto: discount })
  .refine(discountWithinFee.check, discountWithinFee.params);
export type EnrollmentEditInput = z.input<typeof enrollmentEditSchema>;
export type EnrollmentEdit = z.output<typeof enrollmentEditSchema>;

/**
 * The instalment's value is only known with the instalment: the server checks
 * valorDesconto ≤ valor with DISCOUNT_ABOVE_INSTALMENT, and a form can add the same check with
 * paymentFormSchema(valor).
 */
export const paymentProcessSchema = z.object({
  dataPagamento: paymentDate,
  metodoPagamento: requiredChoice(paymentMethods, 'Método de pagamento é obrigatório', 'Método de pagamento inválido'),
  valorDesconto: money({ required: 'Desconto inválido', invalid: 'Desconto inválido', blankAs: '0.00' }),
  /** Multa e juros paid with it (src/domain/late-fees.ts): Processar fills in what they come to, staff may change it. */
  // Left out, they are what the school's policy charges on dataPagamento.
  valorAcrescimo: money({ required: 'Multa e juros inválidos', invalid: 'Multa e juros inválidos', blankAs: '0.00' }).optional(),
  observacoes: optionalText(1000),
});
export type PaymentProcessInput = z.input<typeof paymentProcessSchema>;
export type PaymentProcess = z.output<typeof paymentProcessSchema>;

export const DISCOUNT_ABOVE_INSTALMENT = 'Desconto não pode ser maior que o valor da parcela';

export const paymentFormSchema = (valorParcela: string) =>
  paymentProcessSchema.refine((v) => toCents(v.valorDesconto) <= toCents(valorParcela), {
    path: ['valorDesconto'],
    message: DISCOUNT_ABOVE_INSTALMENT,
  });

// ---- lists ----

/** A select's "all" sends nothing or ''; both mean no filter. */
const optionalFilter = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** GET /api/enrollments: search by athlete name, CPF or team name; paged like /api/athletes. */
export const enrollmentListQuerySchema = athleteListQuerySchema.pick({ busca: true, page: true, pageSize: true }).extend({
  status: optionalFilter(z.enum(enrollmentStatusFilters, { error: 'Status inválido' })),
  teamId: optionalFilter(requiredId('Turma inválida')),
});
export type EnrollmentListQuery = z.input<typeof enrollmentListQuerySchema>;

/** GET /api/enrollments-with-payments (spec 1 §2.14). */
export const enrollmentPaymentsQuerySchema = athleteListQuerySchema.pick({ busca: true, page: true }).extend({
  unitId: optionalFilter(requiredId('Unidade inválida')),
  situacao: optionalFilter(z.enum(paymentSituations, { error: 'Situação inválida' })),
  somenteVencidas: optionalFilter(z.enum(['true', 'false', '1', '0'], { error: 'Filtro inválido' })).transform(
    (v) => v === 'true' || v === '1',
  ),
  ordem: optionalFilter(z.enum(['asc', 'desc'], { error: 'Ordem inválida' })).transform((v) => v ?? 'asc'),
  pageSize: optionalFilter(pageSizeOf(PAYMENTS_PAGE_SIZES)).transform((v) => v ?? 25),
});
export type EnrollmentPaymentsQuery = z.input<typeof enrollmentPaymentsQuerySchema>;

/** GET /api/enrollments-with-payments/export: the list's filters and order, every row. */
export const enrollmentPaymentsExportSchema = enrollmentPaymentsQuerySchema.omit({ page: true, pageSize: true });

// ---- answers ----

/** GET /api/enrollments items and GET /api/enrollments/:id. */
export const enrollmentSchema = enrollmentTermsSchema.extend({
  athleteId: recordId,
  teamId: recordId,
  dataInativacao: calendarDate.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  athlete: z.object({ id: recordId, nomeCompleto: z.string(), cpf: z.string().meta({ examples: ['52998224725'] }) }),
  team: teamInUnit,
});
export type Enrollment = z.output<typeof enrollmentSchema>;

export const enrollmentListSchema = pageOf(enrollmentSchema);
export type EnrollmentList = z.output<typeof enrollmentListSchema>;

/** PATCH /api/enrollments/:id/deactivate: its open instalments not yet due are cancelled. */
export const enrollmentDeactivationSchema = z.object({ enrollment: enrollmentSchema, inactivatedPayments: z.number().int() });
export type EnrollmentDeactivation = z.output<typeof enrollmentDeactivationSchema>;

/** PATCH /api/enrollments/:id/reactivate: the instalments cancelled and not yet due are reopened. */
export const enrollmentReactivationSchema = z.object({ enrollment: enrollmentSchema, reactivatedPayments: z.number().int() });
export type EnrollmentReactivation = z.output<typeof enrollmentReactivationSchema>;

export const teamChangeSchema = z.object({
  id: recordId,
  changeDate: timestamp,
  oldTeamId: recordId.nullable(),
  newTeamId: recordId.nullable(),
  oldTeam: named.nullable(),
  newTeam: named.nullable(),
});
export type TeamChange = z.output<typeof teamChangeSchema>;

/**
 * A change of what the enrolment charges: oldValue and newValue are valorMensalidade, oldDiscount
 * and newDiscount the desconto (an instalment charges the difference). The discounts are null on
 * changes recorded before they were kept.
 */
export const paymentValueChangeSchema = z.object({
  id: recordId,
  changeDate: timestamp,
  oldValue: moneyText,
  newValue: moneyText,
  oldDiscount: moneyText.nullable(),
  newDiscount: moneyText.nullable(),
});
export type PaymentValueChange = z.output<typeof paymentValueChangeSchema>;

/** One row of Gestão Financeira. */
export const enrollmentPaymentsItemSchema = z.object({
  id: recordId,
  tipoPlano: planType,
  valorMensalidade: moneyText,
  status: enrollmentStatus,
  athlete: z.object({
    id: recordId,
    nomeCompleto: z.string(),
    fotoUrl: z.string().nullable().meta({ examples: ['/api/athletes/42/photo?v=1767225600000'] }),
  }),
  team: named,
  unit: named,
  resumo: instalmentSummarySchema,
});
export type EnrollmentPaymentsItem = z.output<typeof enrollmentPaymentsItemSchema>;

export const enrollmentPaymentsListSchema = pageOf(enrollmentPaymentsItemSchema);
export type EnrollmentPaymentsList = z.output<typeof enrollmentPaymentsListSchema>;

export const instalmentSchema = z.object({
  id: recordId,
  enrollmentId: recordId,
  numeroMensalidade: z.number().int(),
  valor: moneyText,
  valorDesconto: moneyText,
  /** Multa e juros paid with it: 0.00 until paid, and when paid in time. */
  valorAcrescimo: moneyText,
  valorPago: moneyText.nullable(),
  dataVencimento: calendarDate,
  dataPagamento: calendarDate.nullable(),
  metodoPagamento: z.enum(paymentMethods).nullable(),
  observacoes: z.string().nullable(),
  /** As stored. */
  status: z.enum(paymentStatuses),
  /** As shown: `atrasado` when overdue today (docs/architecture.md "Overdue"). */
  situacao: z.enum(paymentStatuses),
  /** Open and past its fee-free day under the school's multa e juros: what it costs today; else null. */
  atraso: amountDueSchema.nullable(),
  processedByUserId: recordId.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Instalment = z.output<typeof instalmentSchema>;

export const moneyTotalSchema = z.object({ valor: moneyText, quantidade: z.number().int() });
export type MoneyTotal = z.output<typeof moneyTotalSchema>;

/** GET /api/enrollments-with-payments/:enrollmentId (spec 1 §2.8). */
export const enrollmentPaymentsSchema = enrollmentTermsSchema.extend({
  athlete: z.object({ id: recordId, nomeCompleto: z.string() }),
  team: teamInUnit,
  monthlyPayments: z.array(instalmentSchema),
  /** Whether the enrolment's unit receives PIX (its own settings or its company's): its open instalments then have a charge. */
  pix: z.boolean(),
  /** The multa e juros of the enrolment's unit (its own or its company's); null: paying late costs nothing more. */
  multaJuros: lateFeeSettingsSchema.nullable(),
  /**
   * emAberto: open instalments (neither paid nor cancelled) at their value; pago: paid ones at
   * what was paid; geral: both, i.e. every instalment not cancelled.
   */
  totals: z.object({ emAberto: moneyTotalSchema, pago: moneyTotalSchema, geral: moneyTotalSchema }),
});
export type EnrollmentPayments = z.output<typeof enrollmentPaymentsSchema>;

/** GET /api/monthly-payments/:id and the answer of /process and /cancel. */
export const instalmentDetailSchema = instalmentSchema.extend({
  enrollment: z.object({
    id: recordId,
    tipoPlano: planType,
    athlete: z.object({ id: recordId, nomeCompleto: z.string() }),
    team: teamInUnit,
  }),
  processedBy: named.nullable(),
  /** The multa e juros of the enrolment's unit; null: none. */
  multaJuros: lateFeeSettingsSchema.nullable(),
});
export type InstalmentDetail = z.output<typeof instalmentDetailSchema>;

/** relatorio_financeiro_2026-03-15.csv: the instalments of Gestão Financeira's filtered list. */
export const paymentsCsvFileName = (today: string) => `relatorio_financeiro_${today}.csv`;
