import { ADMIN, ALL_STAFF, STAFF, type Role } from './roles';

/**
 * The capabilities the web shows or hides by role, each named once with the roles that hold it
 * (docs/security.md "Onde as permissões têm nome"). The server routes that serve a capability declare
 * `config: { access: permissions.X }`, and the web shows the button or section that calls them with
 * `useCan('X')`, so the two cannot drift apart. The access matrix test
 * (src/server/auth/access-matrix.test.ts) still states every route's roles on its own.
 */
export const permissions = {
  // ---- Atletas
  /** Novo Atleta, Editar, the photo, Inativar/Reativar: POST /api/athletes, PUT /api/athletes/:id, PATCH …/inactivate and …/reactivate. */
  manageAthletes: STAFF,
  /** The school's stat cards over the athletes list (the counts come with the list itself). */
  viewAthleteStats: ADMIN,
  /**
   * 'Responsáveis' and 'Solicitações de acesso': guardian links, invitations and the decisions on
   * access requests (/api/athletes/:id/guardians, …/invitations, /api/access-requests).
   */
  manageGuardians: ALL_STAFF,
  /** The athlete's LGPD card: GET /api/privacy/athletes/:id/consents. */
  viewAthleteConsents: STAFF,
  /** A data subject request about an athlete: GET /api/privacy/athletes/:id/export, POST …/anonymize. */
  answerDataSubjectRequests: ADMIN,

  // ---- Matrículas
  /** Nova Matrícula: POST /api/enrollments. */
  createEnrollments: STAFF,
  /** Editing, inactivating and reactivating an enrolment: PATCH /api/enrollments/:id, …/deactivate, …/reactivate. */
  editEnrollments: ADMIN,

  // ---- Pagamentos e cobrança
  /**
   * Every way of paying an instalment and undoing it (ADR 0014): Processar and Cancelar Pagamento
   * (PATCH /api/monthly-payments/:id/process, …/cancel), a PIX charge's settlement (/api/pix-charges)
   * and the bank reconciliation (/api/bank-statements).
   */
  takePayments: STAFF,
  /** Cobrança: the dunning history, WhatsApp charges and who gets the reminders (…/dunning, …/whatsapp, /api/reminder-opt-outs). */
  manageDunning: STAFF,
  /** The régua de cobrança: /api/reminder-settings. */
  setDunningSchedule: ADMIN,
  /** Where the families' money goes and what paying late costs: /api/companies/:id/pix-settings and …/late-fee-settings, the same of /api/units/:id. */
  configurePix: ADMIN,
  /** Devolver PIX: give back a Pix the school's bank settled, whole or in part (/api/monthly-payments/:id/pix-refunds). */
  refundPix: ADMIN,

  // ---- Unidades e turmas
  /** Unidades, listing them included: /api/units. */
  manageUnits: STAFF,
  /** Turmas, listing them included: /api/teams. */
  manageTeams: STAFF,

  // ---- Chamada e Início
  /** The Chamada (ADR 0017): the day's sessions, the roll, cancelling a session, the attendance list, the dropout risk. */
  takeAttendance: ALL_STAFF,
  /** The absence alert's limit: PUT /api/attendance-settings. */
  setAbsenceAlert: ADMIN,
  /** Every team counts as the user's own in the Chamada ('Minhas turmas' is every team: GET /api/attendance/day). */
  ownEveryTeam: ADMIN,
  /** What waits for the staff today, the bell and Início's 'Para hoje': GET /api/pending-counts. */
  viewPendingWork: ALL_STAFF,
  /** The scheduled backups' status on Início: GET /api/backups/status. */
  viewBackupStatus: ADMIN,

  // ---- Jogos e campeonatos
  /**
   * Changing championships, games and a game's sheet (lineup, events, stats), calling athletes up
   * and keeping the opposing teams: the writes of /api/championships and /api/games, /api/games/:id/callups, /api/external-teams.
   */
  manageCompetitions: STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

/** Whether the user's role holds the permission; no user holds none. */
export function can(user: { tipo: Role } | null | undefined, permission: Permission): boolean {
  return !!user && permissions[permission].includes(user.tipo);
}
