import type { Role } from '@domain/roles';

/** Stat cards and group headings of /usuarios. */
export const rolePluralLabels: Record<Role, string> = {
  administrador: 'Administradores',
  professor: 'Professores',
  assistente: 'Assistentes',
  cliente: 'Clientes',
};
