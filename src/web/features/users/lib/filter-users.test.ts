import { describe, expect, test } from 'vitest';
import type { SystemUser } from '@domain/users';
import { countUsers, filterUsers, groupByRole, isFiltering, noFilters, type UserFilters } from './filter-users';

const user = (id: number, overrides: Partial<SystemUser>): SystemUser => ({
  id,
  nomeCompleto: `Usuário ${id}`,
  email: `usuario${id}@escola.com.br`,
  cpf: null,
  atletaId: null,
  tipo: 'professor',
  ativo: true,
  aprovacao: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

const joao = user(1, { nomeCompleto: 'João Araújo', email: 'joao@escola.com.br', cpf: '52998224725', tipo: 'administrador' });
const maria = user(2, { nomeCompleto: 'Maria Souza', email: 'MARIA.S@escola.com.br', cpf: '11144477735', tipo: 'cliente', ativo: false });
const ana = user(3, { nomeCompleto: 'Ana Lúcia 52', email: 'ana@escola.com.br', tipo: 'assistente' });
const users = [joao, maria, ana];

const ids = (filters: Partial<UserFilters>) => filterUsers(users, { ...noFilters, ...filters }).map((u) => u.id);

describe('search', () => {
  test.each([
    ['joao', [1]],
    ['JOÃO', [1]],
    ['araujo', [1]],
    ['lucia', [3]],
    ['maria.s@', [2]],
    ['Escola.com', [1, 2, 3]],
    ['529.982', [1]],
    ['52998224725', [1]],
    ['529.982.247-25', [1]],
    ['444 777', [2]],
    ['  souza ', [2]],
  ])('"%s" finds %j', (search, expected) => {
    expect(ids({ search })).toEqual(expected);
  });

  test('starts at 2 characters', () => {
    expect(ids({ search: 'j' })).toEqual([1, 2, 3]);
    expect(isFiltering({ ...noFilters, search: ' j ' })).toBe(false);
    expect(isFiltering({ ...noFilters, search: 'jo' })).toBe(true);
  });

  test('a query with letters never matches CPF digits', () => {
    // "52" is in Ana's name and in João's CPF; with letters around it, only the name counts.
    expect(ids({ search: 'lúcia 52' })).toEqual([3]);
    expect(ids({ search: '52' })).toEqual([1, 3]);
  });
});

test('type and status filters combine with the search', () => {
  expect(ids({ tipo: 'cliente' })).toEqual([2]);
  expect(ids({ status: 'ativo' })).toEqual([1, 3]);
  expect(ids({ status: 'inativo' })).toEqual([2]);
  expect(ids({ status: 'ativo', search: 'maria' })).toEqual([]);
  expect(isFiltering({ ...noFilters, status: 'inativo' })).toBe(true);
  expect(isFiltering(noFilters)).toBe(false);
});

test('groups follow administrador, professor, assistente, cliente and skip empty ones', () => {
  expect(groupByRole([maria, ana, joao]).map((g) => [g.tipo, g.users.map((u) => u.id)])).toEqual([
    ['administrador', [1]],
    ['assistente', [3]],
    ['cliente', [2]],
  ]);
});

test('sign-ups awaiting approval lead their group', () => {
  const waiting = user(4, { tipo: 'professor', ativo: false, aprovacao: 'pendente' });
  const refused = user(5, { tipo: 'professor', ativo: false, aprovacao: 'recusada' });
  const active = user(6, { tipo: 'professor' });
  expect(groupByRole([active, refused, waiting]).map((g) => g.users.map((u) => u.id))).toEqual([[4, 6, 5]]);
});

test('counts', () => {
  expect(countUsers(users)).toEqual({ total: 3, administrador: 1, professor: 0, assistente: 1, cliente: 1, ativos: 2 });
});
