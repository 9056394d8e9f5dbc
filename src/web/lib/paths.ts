import { generatePath } from 'react-router';

/**
 * Each screen's path pattern, once: the router's `path`s (app/routes.tsx, which a build plugin reads
 * back, so the values stay plain string literals) and what every link below is built from.
 */
export const screenPaths = {
  home: '/',
  myFamily: '/minha-familia',
  attendance: '/chamada',
  invitation: '/convite/:token',
  athletes: '/atletas',
  athletesView: '/atletas-view',
  athlete: '/atletas/:id',
  athleteEdit: '/atletas/:id/editar',
  enrollments: '/matriculas',
  accessRequests: '/solicitacoes-acesso',
  companies: '/empresas',
  units: '/unidades',
  teams: '/turmas',
  apiTokens: '/tokens-api',
  payments: '/gestao-financeira',
  enrollmentFinance: '/financeiro/matricula/:enrollmentId',
  ledger: '/financeiro',
  reconciliation: '/conciliacao-bancaria',
  news: '/noticias',
  newsItem: '/noticias/:id',
  newsAdmin: '/admin/noticias',
  reports: '/relatorios',
  activities: '/planos-treino',
  plan: '/planos-treino/:id',
  plansBrowse: '/planos-treino-demo',
  programs: '/programas-treinamento',
  programEdit: '/programas-treinamento/:id/editar',
  schedule: '/cronograma',
  games: '/jogos',
  game: '/jogos/:id',
  championships: '/campeonatos',
  rosters: '/escalacoes',
  roster: '/escalacoes/:id',
  users: '/usuarios',
  audit: '/auditoria',
  myPrivacy: '/minha-conta/privacidade',
  privacyPolicy: '/privacidade',
} as const;

export type Screen = keyof typeof screenPaths;

/** The link to a screen whose pattern has one `:id`. */
const withId = (pattern: `${string}/:id${string}`) => (id: number) => generatePath(pattern, { id: String(id) });

/** The links to our own screens: `paths.athlete(7)` is '/atletas/7'. */
export const paths = {
  home: screenPaths.home,
  myFamily: screenPaths.myFamily,
  /** A family's Início with the 'Pagar com PIX' of one open instalment open (?pix=<id>). */
  instalmentPix: (instalmentId: number) => `${screenPaths.home}?pix=${instalmentId}`,
  attendance: screenPaths.attendance,
  athletes: screenPaths.athletes,
  athletesView: screenPaths.athletesView,
  /** The list filtered by what was typed in the header's search. */
  athleteSearch: (text: string) => `${screenPaths.athletes}?busca=${encodeURIComponent(text)}`,
  athlete: withId(screenPaths.athlete),
  athleteEdit: withId(screenPaths.athleteEdit),
  accessRequests: screenPaths.accessRequests,
  /** Turmas with its create dialog open (?novo=1, the home screen's 'Nova Turma'). */
  newTeam: `${screenPaths.teams}?novo=1`,
  enrollmentFinance: (enrollmentId: number) => generatePath(screenPaths.enrollmentFinance, { enrollmentId: String(enrollmentId) }),
  /** Controle Financeiro with its create dialog open (?novo=1, the home screen's 'Registro Financeiro'). */
  newLedgerRecord: `${screenPaths.ledger}?novo=1`,
  reconciliation: screenPaths.reconciliation,
  news: screenPaths.news,
  /** The news list filtered by what was typed in the header's search (a role without the athletes list). */
  newsSearch: (text: string) => `${screenPaths.news}?busca=${encodeURIComponent(text)}`,
  newsItem: withId(screenPaths.newsItem),
  /** Gestão Financeira showing only enrolments with an overdue instalment. */
  overduePayments: `${screenPaths.payments}?vencidas=1`,
  /** Gestão Financeira with the families' "Já paguei" to check on top. */
  paymentClaims: `${screenPaths.payments}#pagamentos-informados`,
  schedule: screenPaths.schedule,
  activities: screenPaths.activities,
  plansBrowse: screenPaths.plansBrowse,
  /** A plan's own page, the address to share (spec 2 §2.1). */
  plan: withId(screenPaths.plan),
  programs: screenPaths.programs,
  programEdit: withId(screenPaths.programEdit),
  games: screenPaths.games,
  championshipGames: (championshipId: number) => `${screenPaths.games}?championshipId=${championshipId}`,
  game: withId(screenPaths.game),
  rosters: screenPaths.rosters,
  roster: withId(screenPaths.roster),
  users: screenPaths.users,
  audit: screenPaths.audit,
  /** The audit trail of one record, e.g. ('athletes', 7). */
  recordAudit: (entity: string, id: number) => `${screenPaths.audit}?entidade=${entity}&entidadeId=${id}`,
  myPrivacy: screenPaths.myPrivacy,
  privacyPolicy: screenPaths.privacyPolicy,
} as const;
