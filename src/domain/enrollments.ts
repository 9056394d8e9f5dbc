import { z } from 'zod';
import { athleteListQuerySchema } from './athletes';
import { isoDate, money, moneyDate, optionalText, requiredChoice, requiredId } from './fields';
import {
  enrollmentStatusFilters,
  enrollmentTypes,
  PAYMENTS_PAGE_SIZES,
  paymentMethods,
  paymentSituations,
  planTypes,
  type EnrollmentStatus,
  type EnrollmentType,
  type PaymentMethod,
  type PaymentStatus,
  type PlanType,
} from './enrollment-constants';
import { toCents } from './instalments';

// The lists and labels live apart, so a screen that only shows enrolments does not build every
// schema here when it loads (issue 10).
export * from './enrollment-constants';

/** Per-enrolment instalment counts: overdue is computed (design.md "Overdue"), never stored. */
export interface InstalmentSummary {
  pagas: number;
  vencidas: number;
  pendentes: number;
}

export interface AthleteEnrollment {
  id: number;
  tipoMatricula: EnrollmentType;
  tipoPlano: PlanType;
  valorMensalidade: string;
  desconto: string;
  status: EnrollmentStatus;
  dataMatricula: string;
  dataVencimento: string;
  team: { id: number; nome: string; modalidade: string; categoria: string; unit: { id: number; nome: string } };
  resumo: InstalmentSummary;
}

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
  dataPagamento: moneyDate('Data do pagamento é obrigatória', 'Data do pagamento'),
  metodoPagamento: requiredChoice(paymentMethods, 'Método de pagamento é obrigatório', 'Método de pagamento inválido'),
  valorDesconto: money({ required: 'Desconto inválido', invalid: 'Desconto inválido', blankAs: '0.00' }),
  observacoes: optionalText(1000),
});
export type PaymentProcessInput = z.input<typeof paymentProcessSchema>;
export type PaymentProcess = z.output<typeof paymentProcessSchema>;

export const DISCOUNT_ABOVE_INSTALMENT = 'Desconto não pode ser maior que o valor da parcela';
export const FUTURE_PAYMENT_DATE = 'Data do pagamento não pode ser futura';

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
  pageSize: optionalFilter(
    z.coerce
      .number({ error: 'Tamanho de página inválido' })
      .refine((v) => (PAYMENTS_PAGE_SIZES as readonly number[]).includes(v), 'Tamanho de página inválido'),
  ).transform((v) => v ?? 25),
});
export type EnrollmentPaymentsQuery = z.input<typeof enrollmentPaymentsQuerySchema>;

// ---- answers ----

/** GET /api/enrollments items and GET /api/enrollments/:id. */
export interface Enrollment {
  id: number;
  athleteId: number;
  teamId: number;
  tipoMatricula: EnrollmentType;
  tipoPlano: PlanType;
  valorMensalidade: string;
  desconto: string;
  status: EnrollmentStatus;
  dataMatricula: string;
  dataVencimento: string;
  dataInativacao: string | null;
  createdAt: string;
  updatedAt: string;
  athlete: { id: number; nomeCompleto: string; cpf: string };
  team: { id: number; nome: string; unit: { id: number; nome: string } };
}

export interface EnrollmentList {
  items: Enrollment[];
  total: number;
  page: number;
  pageSize: number;
}

/** PATCH /api/enrollments/:id/deactivate: its open instalments not yet due are cancelled. */
export interface EnrollmentDeactivation {
  enrollment: Enrollment;
  inactivatedPayments: number;
}

/** PATCH /api/enrollments/:id/reactivate: the instalments cancelled and not yet due are reopened. */
export interface EnrollmentReactivation {
  enrollment: Enrollment;
  reactivatedPayments: number;
}

export interface TeamChange {
  id: number;
  /** ISO 8601 timestamp. */
  changeDate: string;
  oldTeamId: number | null;
  newTeamId: number | null;
  oldTeam: { id: number; nome: string } | null;
  newTeam: { id: number; nome: string } | null;
}

export interface PaymentValueChange {
  id: number;
  changeDate: string;
  oldValue: string;
  newValue: string;
}

/** One row of Gestão Financeira. */
export interface EnrollmentPaymentsItem {
  id: number;
  tipoPlano: PlanType;
  valorMensalidade: string;
  status: EnrollmentStatus;
  athlete: { id: number; nomeCompleto: string; fotoUrl: string | null };
  team: { id: number; nome: string };
  unit: { id: number; nome: string };
  resumo: InstalmentSummary;
}

export interface EnrollmentPaymentsList {
  items: EnrollmentPaymentsItem[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Instalment {
  id: number;
  enrollmentId: number;
  numeroMensalidade: number;
  valor: string;
  valorDesconto: string;
  valorPago: string | null;
  dataVencimento: string;
  dataPagamento: string | null;
  metodoPagamento: PaymentMethod | null;
  observacoes: string | null;
  /** As stored. */
  status: PaymentStatus;
  /** As shown: `atrasado` when overdue today (design.md "Overdue"). */
  situacao: PaymentStatus;
  processedByUserId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface MoneyTotal {
  valor: string;
  quantidade: number;
}

/** GET /api/enrollments-with-payments/:enrollmentId (spec 1 §2.8). */
export interface EnrollmentPayments {
  id: number;
  tipoMatricula: EnrollmentType;
  tipoPlano: PlanType;
  valorMensalidade: string;
  desconto: string;
  status: EnrollmentStatus;
  dataMatricula: string;
  dataVencimento: string;
  athlete: { id: number; nomeCompleto: string };
  team: { id: number; nome: string; unit: { id: number; nome: string } };
  monthlyPayments: Instalment[];
  /**
   * emAberto: open instalments (neither paid nor cancelled) at their value; pago: paid ones at
   * what was paid; geral: both, i.e. every instalment not cancelled.
   */
  totals: { emAberto: MoneyTotal; pago: MoneyTotal; geral: MoneyTotal };
}

/** GET /api/monthly-payments/:id and the answer of /process and /cancel. */
export interface InstalmentDetail extends Instalment {
  enrollment: {
    id: number;
    tipoPlano: PlanType;
    athlete: { id: number; nomeCompleto: string };
    team: { id: number; nome: string; unit: { id: number; nome: string } };
  };
  processedBy: { id: number; nome: string } | null;
}
