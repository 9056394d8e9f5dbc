import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { maskCep, maskCnpj, maskCpf, maskPhone } from '@domain/documents';
import { MaskedInput } from './masked-input';

function Field({ mask, initial = '' }: { mask: (value: string) => string; initial?: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      Documento
      <MaskedInput mask={mask} value={value} onChange={setValue} />
    </label>
  );
}

function renderField(mask: (value: string) => string, initial?: string | null) {
  const user = userEvent.setup();
  render(<Field mask={mask} initial={initial} />);
  return { user, input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Documento' }) };
}

/** What the field shows after each key of `keys`. */
async function shownWhileTyping(mask: (value: string) => string, keys: string) {
  const { user, input } = renderField(mask);
  const shown: string[] = [];
  for (const key of keys) {
    await user.type(input, key);
    shown.push(input.value);
  }
  return shown;
}

describe('MaskedInput', () => {
  test('a CPF gets its dots and dash as it is typed, and stops at 11 digits', async () => {
    expect(await shownWhileTyping(maskCpf, '529982247251')).toEqual([
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

  test('a CNPJ takes letters, upper-cased, as the alphanumeric CNPJ has them', async () => {
    expect(await shownWhileTyping(maskCnpj, '12abc3')).toEqual(['1', '12', '12.A', '12.AB', '12.ABC', '12.ABC.3']);
  });

  test('a phone is grouped as a landline until its eleventh digit', async () => {
    expect((await shownWhileTyping(maskPhone, '11987654321')).slice(-3)).toEqual(['(11) 9876-543', '(11) 9876-5432', '(11) 98765-4321']);
  });

  test('backspace after a separator removes the digit and the separator with it', async () => {
    const { user, input } = renderField(maskCep, '01310-9');
    await user.type(input, '{Backspace}');
    expect(input.value).toBe('01310');
    await user.type(input, '{Backspace}');
    expect(input.value).toBe('0131');
  });

  test('pasted text is masked from its digits', async () => {
    const { user, input } = renderField(maskPhone);
    await user.click(input);
    await user.paste('+55 11 98765-4321');
    expect(input.value).toBe('(11) 98765-4321');
  });

  test('a stored value shows masked', () => {
    expect(renderField(maskCpf, '52998224725').input.value).toBe('529.982.247-25');
  });

  test('a missing value shows an empty field, with the numeric keyboard', () => {
    const { input } = renderField(maskCep, null);
    expect(input.value).toBe('');
    expect(input.inputMode).toBe('numeric');
  });
});
