/**
 * Money amounts: the API and the database carry decimal strings with two places ('150.00'); every
 * sum, difference and comparison is done in integer cents, never in floating point.
 */

const MONEY_RE = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** A money amount ('150.00', '150.5', 150.5) as integer cents; more than two decimals is refused. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const match = MONEY_RE.exec(text);
  if (!match) throw new Error(`Valor monetário inválido: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

function numberToText(value: number) {
  if (!Number.isFinite(value)) throw new Error(`Valor monetário inválido: ${value}`);
  // A number with more than two decimals is not a money amount; toFixed would round it silently.
  const fixed = value.toFixed(2);
  if (Number(fixed) !== value) throw new Error(`Valor monetário inválido: ${value}`);
  return fixed;
}

/** Integer cents as a decimal string with two places: 15000 → '150.00'. */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Centavos inválidos: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** numeric(10,2): the largest amount a money column holds, in cents. */
const MAX_MONEY_CENTS = 9_999_999_999;

/** Cents of a typed amount ('150.50', '150,50', 150.5) a money column can hold, or null when it is not one. */
export function parseTypedMoney(value: number | string): number | null {
  const text = typeof value === 'string' ? value.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2') : value;
  try {
    const cents = toCents(text);
    return cents >= 0 && cents <= MAX_MONEY_CENTS ? cents : null;
  } catch {
    return null;
  }
}
