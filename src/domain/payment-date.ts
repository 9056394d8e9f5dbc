import { isoDate, MONEY_DATE_FLOOR } from './fields';

/**
 * The day money came in, however a payment is recorded (Processar, a family's PIX charge, a credit
 * of the bank statement): from 01/01/2000, the floor of every money date, to the school's today.
 */
export const PAYMENT_DATE_REQUIRED = 'Data do pagamento é obrigatória';
export const PAYMENT_DATE_TOO_OLD = 'Data do pagamento deve ser a partir de 01/01/2000';
export const FUTURE_PAYMENT_DATE = 'Data do pagamento não pode ser futura';

/** Why `date` cannot be a payment's date on `today` (the school's), or null when it can. */
export const paymentDateRefusal = (date: string, today: string) =>
  date < MONEY_DATE_FLOOR ? PAYMENT_DATE_TOO_OLD : date > today ? FUTURE_PAYMENT_DATE : null;

/** A form's or a body's payment date: the floor here; the server, which knows the school's today, checks the rest. */
export const paymentDate = isoDate(PAYMENT_DATE_REQUIRED).refine((v) => v >= MONEY_DATE_FLOOR, PAYMENT_DATE_TOO_OLD);
