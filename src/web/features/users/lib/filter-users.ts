import { onlyDigits } from '@domain/documents';
import type { ActiveStatus } from '@domain/fields';
import { roles, type Role } from '@domain/roles';
import type { SystemUser } from '@domain/users';

/**
 * /usuarios filters in the browser over the whole list: a school has at most a few hundred
 * accounts, which GET /api/system-users answers at once, so every keystroke filters instantly
 * without a request.
 */

export const ALL = 'todos';
export const SEARCH_MIN_LENGTH = 2;

export interface UserFilters {
  search: string;
  tipo: Role | typeof ALL;
  status: ActiveStatus | typeof ALL;
}

export const noFilters: UserFilters = { search: '', tipo: ALL, status: ALL };

/** Accents and case ignored: "joao" finds "João". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('pt-BR');

/** Only digits and CPF punctuation: the query may be a CPF, typed with or without its dots and dash. */
const CPF_QUERY = /^[\d.\-\s]+$/;

export const searchIsActive = (filters: UserFilters) => filters.search.trim().length >= SEARCH_MIN_LENGTH;

export const isFiltering = (filters: UserFilters) => searchIsActive(filters) || filters.tipo !== ALL || filters.status !== ALL;

export function filterUsers(users: readonly SystemUser[], filters: UserFilters): SystemUser[] {
  const query = filters.search.trim();
  const text = searchIsActive(filters) ? fold(query) : '';
  const digits = text && CPF_QUERY.test(query) ? onlyDigits(query) : '';
  return users.filter(
    (user) =>
      (filters.tipo === ALL || user.tipo === filters.tipo) &&
      (filters.status === ALL || user.ativo === (filters.status === 'ativo')) &&
      (!text ||
        fold(user.nomeCompleto).includes(text) ||
        fold(user.email).includes(text) ||
        (digits !== '' && (user.cpf ?? '').includes(digits))),
  );
}

const awaitsApproval = (user: SystemUser) => user.aprovacao === 'pendente';

/**
 * The groups of the page, in the spec's order (administrador, professor, assistente, cliente); empty
 * ones left out. Sign-ups awaiting approval lead their group: the header bell sends the
 * administrador here to decide them.
 */
export function groupByRole(users: readonly SystemUser[]): { tipo: Role; users: SystemUser[] }[] {
  return roles
    .map((tipo) => {
      const members = users.filter((user) => user.tipo === tipo);
      return { tipo, users: [...members.filter(awaitsApproval), ...members.filter((user) => !awaitsApproval(user))] };
    })
    .filter((group) => group.users.length > 0);
}

export function countUsers(users: readonly SystemUser[]) {
  const byRole = Object.fromEntries(roles.map((tipo) => [tipo, users.filter((user) => user.tipo === tipo).length])) as Record<Role, number>;
  return { total: users.length, ...byRole, ativos: users.filter((user) => user.ativo).length };
}
