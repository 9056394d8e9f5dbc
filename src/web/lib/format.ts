import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { formatCnpjDigits, formatCpfDigits, maskPhone } from '@domain/documents';

type DateValue = string | number | Date | null | undefined;

function toDate(value: Exclude<DateValue, null | undefined>): Date {
  // parseISO reads "yyyy-MM-dd" as a local calendar date (no time-zone shift).
  return typeof value === 'string' ? parseISO(value) : new Date(value);
}

function formatWith(value: DateValue, pattern: string): string {
  if (value === null || value === undefined || value === '') return 'Sem data';
  const date = toDate(value);
  return isValid(date) ? format(date, pattern, { locale: ptBR }) : 'Data inválida';
}

/** "1 ano", "12 anos". */
export const formatAge = (idade: number) => `${idade} ${idade === 1 ? 'ano' : 'anos'}`;

/** dd/MM/yyyy; 'Sem data' when missing, 'Data inválida' when unreadable. */
export function formatDate(value: DateValue): string {
  return formatWith(value, 'dd/MM/yyyy');
}

/** dd/MM/yyyy HH:mm; 'Sem data' when missing, 'Data inválida' when unreadable. */
export function formatDateTime(value: DateValue): string {
  return formatWith(value, 'dd/MM/yyyy HH:mm');
}

/** Thousands grouped as pt-BR does ("20.000"), for digits without a sign or decimals. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A whole count as pt-BR writes it: "20.000". */
export function formatCount(value: number): string {
  return Number.isSafeInteger(value) && value >= 0 ? groupThousands(String(value)) : value.toLocaleString('pt-BR');
}

// Made on first use: building it loads locale data, which need not hold up the page's first render.
let money: Intl.NumberFormat | undefined;

/** R$ with two decimals; money arrives as a decimal string ("150.00") or a number. */
export function formatMoney(value: string | number | null | undefined): string {
  const amount = typeof value === 'number' ? value : Number(value ?? 0);
  money ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return money.format(Number.isFinite(amount) ? amount : 0);
}

/** "529.982.247-25"; '' when missing. */
export function formatCpf(value: string | null | undefined): string {
  return formatCpfDigits(value);
}

/** "11.222.333/0001-81"; '' when missing. */
export function formatCnpj(value: string | null | undefined): string {
  return formatCnpjDigits(value);
}

/** "(11) 98765-4321" or "(11) 3333-4444"; '' when missing. */
export function formatPhone(value: string | null | undefined): string {
  return value ? maskPhone(value) : '';
}
