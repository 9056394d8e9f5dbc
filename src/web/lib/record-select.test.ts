import { describe, expect, test } from 'vitest';
import { recordSelect } from './record-select';

const words = { placeholder: 'Selecione a unidade', loadError: 'Não foi possível carregar as unidades.', none: 'Nenhuma unidade ativa cadastrada.' };
const loaded = { isPending: false, isError: false, isSuccess: true };
const centro = { value: '1', label: 'Centro' };

describe('recordSelect', () => {
  test("says 'Carregando...' while the records load", () => {
    expect(recordSelect({ isPending: true, isError: false, isSuccess: false }, [], words)).toEqual({
      options: [],
      description: undefined,
      placeholder: 'Carregando...',
    });
  });

  test('offers the records, and the current choice last when they do not hold it', () => {
    const norte = { value: '2', label: 'Norte (inativa)' };
    expect(recordSelect(loaded, [centro], words, norte)).toEqual({ options: [centro, norte], description: undefined, placeholder: 'Selecione a unidade' });
    expect(recordSelect(loaded, [centro], words, { value: '1', label: 'Centro (inativa)' }).options).toEqual([centro]);
  });

  test('says why there is nothing to choose', () => {
    expect(recordSelect(loaded, [], words).description).toBe('Nenhuma unidade ativa cadastrada.');
    expect(recordSelect({ isPending: false, isError: true, isSuccess: false }, [], words).description).toBe('Não foi possível carregar as unidades.');
    expect(recordSelect(loaded, [], words, centro).description).toBeUndefined();
  });
});
