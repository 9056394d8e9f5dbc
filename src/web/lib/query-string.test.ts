import { expect, test } from 'vitest';
import { toQueryString } from './query-string';

test('unset filters are left out; the rest are encoded in order', () => {
  expect(toQueryString({ busca: 'São João & cia', page: 2, status: '', tipo: undefined, unidade: null, somenteVencidas: false, favoritos: true })).toBe(
    'busca=S%C3%A3o+Jo%C3%A3o+%26+cia&page=2&favoritos=true',
  );
  expect(toQueryString({})).toBe('');
});
