export const roles = ['administrador', 'professor', 'assistente', 'cliente'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  administrador: 'Administrador',
  professor: 'Professor',
  assistente: 'Assistente',
  cliente: 'Cliente',
};

/** Role sets used by route declarations on the server, by navigation on the web and by the named permissions (permissions.ts). */
export const ALL_ROLES: readonly Role[] = roles;
export const STAFF: readonly Role[] = ['administrador', 'professor'];
export const ADMIN: readonly Role[] = ['administrador'];
/** Every staff role: who links families to athletes. */
export const ALL_STAFF: readonly Role[] = ['administrador', 'professor', 'assistente'];
/** The families' own calls (the portal). */
export const FAMILY: readonly Role[] = ['cliente'];
/** The roles spec 2 §2.1 gives the athletes, enrolments and payments screens: all but the assistente. */
export const FAMILY_AND_STAFF: readonly Role[] = ['administrador', 'professor', 'cliente'];
