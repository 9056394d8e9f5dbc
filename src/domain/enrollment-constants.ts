export const enrollmentStatuses = ['ativa', 'inativa', 'cancelada', 'suspensa', 'pendente'] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];
export const enrollmentStatusLabels: Record<EnrollmentStatus, string> = {
  ativa: 'Ativa',
  inativa: 'Inativa',
  cancelada: 'Cancelada',
  suspensa: 'Suspensa',
  pendente: 'Pendente',
};

export const enrollmentTypes = ['experimental', 'promocional', 'regular'] as const;
export type EnrollmentType = (typeof enrollmentTypes)[number];
export const enrollmentTypeLabels: Record<EnrollmentType, string> = {
  experimental: 'Experimental',
  promocional: 'Promocional',
  regular: 'Regular',
};

export const planTypes = ['anual', 'mensal', 'semestral', 'trimestral'] as const;
export type PlanType = (typeof planTypes)[number];
export const planTypeLabels: Record<PlanType, string> = {
  anual: 'Anual',
  mensal: 'Mensal',
  semestral: 'Semestral',
  trimestral: 'Trimestral',
};

export const paymentMethods = ['cartao_credito', 'cartao_debito', 'dinheiro', 'pix'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cartao_credito: 'Cartão de Crédito',
  cartao_debito: 'Cartão de Débito',
  dinheiro: 'Dinheiro',
  pix: 'PIX',
};

/** `atrasado` is also computed for display: see docs/architecture.md "Overdue". */
export const paymentStatuses = ['pendente', 'pago', 'atrasado', 'cancelado'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pendente: 'Pendente',
  pago: 'Paga',
  atrasado: 'Vencida',
  cancelado: 'Cancelada',
};

/** Status filter of the enrolments list (spec 1 §2.12): anything not ativa counts as inactive. */
export const enrollmentStatusFilters = ['ativa', 'inativa'] as const;

export const PAYMENTS_PAGE_SIZES = [10, 25, 50] as const;
/**
 * Situation filter of Gestão Financeira, each meaning what its label says (docs/architecture.md
 * "Overdue"): em dia, nothing overdue; em aberto, something still to pay, overdue or not; vencida,
 * something overdue (the same as the 'Somente faturas vencidas' box).
 */
export const paymentSituations = ['em_dia', 'em_aberto', 'vencida'] as const;
export type PaymentSituation = (typeof paymentSituations)[number];
export const paymentSituationLabels: Record<PaymentSituation, string> = {
  em_dia: 'Em dia',
  em_aberto: 'Com parcelas em aberto',
  vencida: 'Com parcela vencida',
};
/** What each situation means, shown under the filter. */
export const paymentSituationHints: Record<PaymentSituation, string> = {
  em_dia: 'Em dia: nenhuma parcela vencida.',
  em_aberto: 'Com parcelas em aberto: alguma parcela a pagar, vencida ou a vencer.',
  vencida: 'Com parcela vencida: alguma parcela a pagar com vencimento antes de hoje.',
};
