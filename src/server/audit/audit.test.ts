import { describe, expect, test } from 'vitest';
import { changedFields, maskChanges } from './audit';

describe('maskChanges', () => {
  test('masks every health field and the photo, keeps empty values empty, and drops secrets', () => {
    expect(
      maskChanges({
        nomeCompleto: 'João',
        alergias: 'Amendoim',
        restricoesMedicas: '',
        observacoesSaude: null,
        foto: 'data:image/jpeg;base64,AAAA',
        senha: 'segredo',
        novaSenha: 'segredo',
      }),
    ).toEqual({ nomeCompleto: 'João', alergias: '[oculto]', restricoesMedicas: '', observacoesSaude: null, foto: '[oculto]' });
  });

  test('masks at any depth, inside {de, para} and lists, and leaves other values as they are', () => {
    expect(
      maskChanges({
        antes: { alergias: 'Lactose', valor: '10.00' },
        depois: [{ observacoesSaude: 'Asma' }],
        alergias: { de: 'Lactose', para: null },
        quantidade: 3,
      }),
    ).toEqual({
      antes: { alergias: '[oculto]', valor: '10.00' },
      depois: [{ observacoesSaude: '[oculto]' }],
      alergias: { de: '[oculto]', para: null },
      quantidade: 3,
    });
  });

  test('values that are not objects pass through', () => {
    expect(maskChanges(['alergias', 'nomeCompleto'])).toEqual(['alergias', 'nomeCompleto']);
    expect(maskChanges(null)).toBeNull();
  });
});

describe('changedFields', () => {
  test('lists only the fields whose value changed, null and missing being the same', () => {
    expect(changedFields({ nome: 'A', email: null, telefone: '1' }, { nome: 'B', email: undefined, telefone: '1', endereco: null })).toEqual({
      nome: { de: 'A', para: 'B' },
    });
  });
});
