import { permissions } from '@domain/permissions';
import { ADMIN, ALL_ROLES, FAMILY_AND_STAFF, STAFF, type Role } from '@domain/roles';
import type { Screen } from './paths';

/**
 * Who may open each screen (spec 1 §2.1, §2.2; spec 2 §2.1): the router registers a screen, and the
 * side navigation lists it, only for these roles (app/routes.tsx); a screen offering a way into
 * another asks here first. A screen that is one capability takes that capability's permission
 * (src/domain/permissions.ts), so it opens to exactly who may call its routes.
 */
export const screenRoles = {
  home: ALL_ROLES,
  myFamily: ['cliente'],
  attendance: permissions.takeAttendance,
  invitation: ALL_ROLES,
  athletes: FAMILY_AND_STAFF,
  athletesView: FAMILY_AND_STAFF,
  athlete: FAMILY_AND_STAFF,
  athleteEdit: FAMILY_AND_STAFF,
  enrollments: FAMILY_AND_STAFF,
  accessRequests: permissions.manageGuardians,
  companies: ADMIN,
  units: permissions.manageUnits,
  teams: permissions.manageTeams,
  apiTokens: ADMIN,
  payments: FAMILY_AND_STAFF,
  enrollmentFinance: FAMILY_AND_STAFF,
  ledger: STAFF,
  reconciliation: permissions.takePayments,
  // Every signed-in role reads news (spec 2 §6, spec 1 §2.2), though spec 2 §2.1's table leaves the assistente out.
  news: ALL_ROLES,
  newsItem: ALL_ROLES,
  newsAdmin: ADMIN,
  reports: STAFF,
  activities: STAFF,
  // Spec 2 §2.1: the public plans' card opens /planos-treino/{id}, so whoever browses them opens it (the API shows a cliente or assistente active plans only).
  plan: ALL_ROLES,
  plansBrowse: ALL_ROLES,
  programs: STAFF,
  programEdit: STAFF,
  schedule: STAFF,
  games: ALL_ROLES,
  game: ALL_ROLES,
  championships: ALL_ROLES,
  rosters: STAFF,
  roster: STAFF,
  users: ADMIN,
  audit: ADMIN,
  myPrivacy: ALL_ROLES,
  privacyPolicy: ALL_ROLES,
} as const satisfies Record<Screen, readonly Role[]>;

/** No known role: everything is allowed (spec 1 §2.1 "When no role is known, all items show"). */
export function canAccess(roles: readonly Role[], role: Role | null | undefined): boolean {
  return !role || roles.includes(role);
}

/** Whether this role may open the screen. */
export const canOpen = (screen: Screen, role: Role | null | undefined) => canAccess(screenRoles[screen], role);
