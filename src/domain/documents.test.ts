import { describe, expect, test } from 'vitest';
import { formatCnpjDigits, formatCpfDigits, formatPhoneDigits, maskCep, maskCnpj, maskCpf, maskPhone } from './documents';

/** What an input shows after each digit of `digits` is typed, in order. */
const typed = (mask: (value: string) => string, digits: string) =>
  [...digits].map((_, i) => mask(digits.slice(0, i + 1)));

describe('input masks: what the field shows at each keystroke', () => {
  test('CPF', () => {
    expect(typed(maskCpf, '529982247251')).toEqual([
      '5',
      '52',
      '529',
      '529.9',
      '529.98',
      '529.982',
      '529.982.2',
      '529.982.24',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
      '529.982.247-25',
    ]);
  });

  test('CNPJ', () => {
    expect(typed(maskCnpj, '112223330001819')).toEqual([
      '1',
      '11',
      '11.2',
      '11.22',
      '11.222',
      '11.222.3',
      '11.222.33',
      '11.222.333',
      '11.222.333/0',
      '11.222.333/00',
      '11.222.333/000',
      '11.222.333/0001',
      '11.222.333/0001-8',
      '11.222.333/0001-81',
      '11.222.333/0001-81',
    ]);
  });

  test('phone: grouped as a landline until the eleventh digit makes it a mobile', () => {
    expect(typed(maskPhone, '119876543210')).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-543',
      '(11) 9876-5432',
      '(11) 98765-4321',
      '(11) 98765-4321',
    ]);
  });

  test('CEP', () => {
    expect(typed(maskCep, '013109301')).toEqual([
      '0',
      '01',
      '013',
      '0131',
      '01310',
      '01310-9',
      '01310-93',
      '01310-930',
      '01310-930',
    ]);
  });

  test('a separator erased at the end goes away with it, so backspace is never stuck', () => {
    expect(maskCpf('529.')).toBe('529');
    expect(maskCnpj('11.222.333/')).toBe('11.222.333');
    expect(maskPhone('(11) ')).toBe('(11');
    expect(maskCep('01310-')).toBe('01310');
  });

  test('an empty field stays empty, and letters are dropped but from a CNPJ', () => {
    for (const mask of [maskCpf, maskCnpj, maskPhone, maskCep]) expect(mask('')).toBe('');
    for (const mask of [maskCpf, maskPhone, maskCep]) expect(mask('abc')).toBe('');
    // Since July 2026 the first twelve characters of a CNPJ may be letters.
    expect(maskCnpj('abc')).toBe('AB.C');
  });
});

describe('input masks: pasted text', () => {
  test('masked or spaced text is read for its digits', () => {
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf(' 529 982 247 25 ')).toBe('529.982.247-25');
    expect(maskCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(maskPhone('(11) 3333-4444')).toBe('(11) 3333-4444');
    expect(maskPhone('11 98765 4321')).toBe('(11) 98765-4321');
    expect(maskCep('01310-930')).toBe('01310-930');
    expect(maskCep('01.310-930')).toBe('01310-930');
  });

  test('a phone pasted with the country code shows without it, as it is stored', () => {
    expect(maskPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('0055 (11) 3333-4444')).toBe('(11) 3333-4444');
    // 55 is also an area code (Santa Maria, RS): a number there is not mistaken for a country code.
    expect(maskPhone('55991234567')).toBe('(55) 99123-4567');
    expect(maskPhone('5532221234')).toBe('(55) 3222-1234');
  });

  test('digits past the end are left out', () => {
    expect(maskCpf('529.982.247-25 99')).toBe('529.982.247-25');
    expect(maskCnpj('11222333000181 99')).toBe('11.222.333/0001-81');
    expect(maskPhone('(11) 98765-4321 99')).toBe('(11) 98765-4321');
    expect(maskCep('01310-930 99')).toBe('01310-930');
  });
});

describe('stored digits shown formatted', () => {
  test('CPF, CNPJ and phone; nothing when missing', () => {
    expect(formatCpfDigits('52998224725')).toBe('529.982.247-25');
    expect(formatCnpjDigits('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPhoneDigits('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhoneDigits('1133334444')).toBe('(11) 3333-4444');
    for (const missing of [null, undefined, '']) {
      expect(formatCpfDigits(missing)).toBe('');
      expect(formatCnpjDigits(missing)).toBe('');
      expect(formatPhoneDigits(missing)).toBe('');
    }
  });
});
