import { matchPath, matchRoutes } from 'react-router';
import {
  BookOpenIcon,
  Building2Icon,
  CalendarDaysIcon,
  ChartColumnIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  CreditCardIcon,
  DumbbellIcon,
  FilePenIcon,
  HeartHandshakeIcon,
  HouseIcon,
  KeyRoundIcon,
  LandmarkIcon,
  ListChecksIcon,
  MapPinIcon,
  MedalIcon,
  NewspaperIcon,
  ShieldIcon,
  TrophyIcon,
  UserPlusIcon,
  UsersIcon,
  UsersRoundIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@domain/roles';
import { screenPaths } from '@web/lib/paths';
import { canAccess, screenRoles } from '@web/lib/screen-access';
// A screen's chunk, loaded on first visit (or ahead, by main.tsx): `page(() => import('...'), 'CompaniesPage')`.
import { lazyScreen as page, type LazyScreen } from './lazy-screen';

/**
 * THE route table (spec 1 §2.1, §2.2; spec 2 §2.1). The router registers an entry only when it has a
 * component and the user's tipo is in its roles; the side navigation lists the entries with `nav`.
 * A screen not built yet has no component: its menu item links to its path, which shows Page Not Found.
 */

export const navGroups = [
  'Principal',
  'Gestão de Pessoas',
  'Gestão Organizacional',
  'Gestão Financeira',
  'Análises e Comunicação',
  'Treinamento',
  'Competições',
] as const;
export type NavGroup = (typeof navGroups)[number];

export interface NavEntry {
  group: NavGroup;
  label: string;
  icon: LucideIcon;
}

export interface AppRoute {
  path: string;
  roles: readonly Role[];
  component?: LazyScreen;
  nav?: NavEntry;
  /** For a screen with no menu item of its own, the path of the item it belongs to (an athlete under Atletas). */
  navUnder?: string;
}

export const appRoutes: readonly AppRoute[] = [
  {
    path: screenPaths.home,
    roles: screenRoles.home,
    component: page(() => import('@web/features/home/home-page'), 'HomePage'),
    nav: { group: 'Principal', label: 'Início', icon: HouseIcon },
  },
  /** Chamada (docs/attendance-and-calendars.md): a coach's daily roll, phone first. */
  {
    path: screenPaths.attendance,
    roles: screenRoles.attendance,
    component: page(() => import('@web/features/attendance/attendance-page'), 'AttendancePage'),
    nav: { group: 'Principal', label: 'Chamada', icon: ClipboardCheckIcon },
  },
  /** A family's children, their contact data, and requests for access. */
  {
    path: screenPaths.myFamily,
    roles: screenRoles.myFamily,
    component: page(() => import('@web/features/families/my-family-page'), 'MyFamilyPage'),
    nav: { group: 'Principal', label: 'Minha família', icon: HeartHandshakeIcon },
  },
  /** The link a guardian receives. Signed out, app.tsx shows the same invitation on its own page. */
  { path: screenPaths.invitation, roles: screenRoles.invitation, component: page(() => import('@web/features/families/invitation-page'), 'InvitationPage') },
  {
    path: screenPaths.athletes,
    roles: screenRoles.athletes,
    component: page(() => import('@web/features/athletes/athletes-page'), 'AthletesPage'),
    nav: { group: 'Gestão de Pessoas', label: 'Atletas', icon: UsersIcon },
  },
  /** Spec 1 §2.2: the profile's back button targets this alias of the list. */
  { path: screenPaths.athletesView, roles: screenRoles.athletesView, component: page(() => import('@web/features/athletes/athletes-page'), 'AthletesPage') },
  { path: screenPaths.athlete, roles: screenRoles.athlete, component: page(() => import('@web/features/athletes/athlete-profile-page'), 'AthleteProfilePage'), navUnder: screenPaths.athletes },
  {
    path: screenPaths.athleteEdit,
    roles: screenRoles.athleteEdit,
    navUnder: screenPaths.athletes,
    component: page(() => import('@web/features/athletes/athlete-detail-page'), 'AthleteDetailPage'),
  },
  {
    path: screenPaths.enrollments,
    roles: screenRoles.enrollments,
    component: page(() => import('@web/features/enrollments/enrollments-page'), 'EnrollmentsPage'),
    nav: { group: 'Gestão de Pessoas', label: 'Matrículas', icon: ClipboardListIcon },
  },
  /** Families asking to see a child, for the staff to approve. */
  {
    path: screenPaths.accessRequests,
    roles: screenRoles.accessRequests,
    component: page(() => import('@web/features/access-requests/access-requests-page'), 'AccessRequestsPage'),
    nav: { group: 'Gestão de Pessoas', label: 'Solicitações de acesso', icon: UserPlusIcon },
  },
  {
    path: screenPaths.companies,
    roles: screenRoles.companies,
    component: page(() => import('@web/features/companies/companies-page'), 'CompaniesPage'),
    nav: { group: 'Gestão Organizacional', label: 'Empresas', icon: Building2Icon },
  },
  {
    path: screenPaths.units,
    roles: screenRoles.units,
    component: page(() => import('@web/features/units/units-page'), 'UnitsPage'),
    nav: { group: 'Gestão Organizacional', label: 'Unidades', icon: MapPinIcon },
  },
  {
    path: screenPaths.teams,
    roles: screenRoles.teams,
    component: page(() => import('@web/features/teams/teams-page'), 'TeamsPage'),
    nav: { group: 'Gestão Organizacional', label: 'Turmas', icon: UsersRoundIcon },
  },
  /** The administrador's personal keys for scripts (the accountant's spreadsheet). */
  {
    path: screenPaths.apiTokens,
    roles: screenRoles.apiTokens,
    component: page(() => import('@web/features/api-tokens/api-tokens-page'), 'ApiTokensPage'),
    nav: { group: 'Gestão Organizacional', label: 'Tokens de API', icon: KeyRoundIcon },
  },
  {
    path: screenPaths.payments,
    roles: screenRoles.payments,
    component: page(() => import('@web/features/payments/payments-page'), 'PaymentsPage'),
    nav: { group: 'Gestão Financeira', label: 'Pagamentos', icon: CreditCardIcon },
  },
  {
    path: screenPaths.enrollmentFinance,
    roles: screenRoles.enrollmentFinance,
    navUnder: screenPaths.payments,
    component: page(() => import('@web/features/payments/enrollment-finance-page'), 'EnrollmentFinancePage'),
  },
  {
    path: screenPaths.ledger,
    roles: screenRoles.ledger,
    component: page(() => import('@web/features/ledger/ledger-page'), 'LedgerPage'),
    nav: { group: 'Gestão Financeira', label: 'Controle Financeiro', icon: WalletIcon },
  },
  /** The bank statement's credits matched to the instalments they pay (docs/pix.md, ADR 0014). */
  {
    path: screenPaths.reconciliation,
    roles: screenRoles.reconciliation,
    component: page(() => import('@web/features/reconciliation/reconciliation-page'), 'ReconciliationPage'),
    nav: { group: 'Gestão Financeira', label: 'Conciliação bancária', icon: LandmarkIcon },
  },
  {
    path: screenPaths.news,
    roles: screenRoles.news,
    component: page(() => import('@web/features/news/news-page'), 'NewsPage'),
    nav: { group: 'Análises e Comunicação', label: 'Notícias', icon: NewspaperIcon },
  },
  { path: screenPaths.newsItem, roles: screenRoles.newsItem, component: page(() => import('@web/features/news/news-detail-page'), 'NewsDetailPage'), navUnder: screenPaths.news },
  {
    path: screenPaths.newsAdmin,
    roles: screenRoles.newsAdmin,
    component: page(() => import('@web/features/news/news-admin-page'), 'NewsAdminPage'),
    nav: { group: 'Análises e Comunicação', label: 'Gerenciar Notícias', icon: FilePenIcon },
  },
  /*
   * The screens below are in the spec's route table but not in its menu; without a menu item staff
   * could not reach them, so they are listed after the spec's items (Relatórios in the spec's
   * "Análises" group, the rest in two more groups).
   */
  {
    path: screenPaths.reports,
    roles: screenRoles.reports,
    component: page(() => import('@web/features/reports/reports-page'), 'ReportsPage'),
    nav: { group: 'Análises e Comunicação', label: 'Relatórios', icon: ChartColumnIcon },
  },
  {
    path: screenPaths.activities,
    roles: screenRoles.activities,
    component: page(() => import('@web/features/training/activities-page'), 'ActivitiesPage'),
    nav: { group: 'Treinamento', label: 'Atividades', icon: DumbbellIcon },
  },
  /** Every signed-in role browses the active plans (the API gives assistente and cliente nothing else). */
  {
    path: screenPaths.plansBrowse,
    roles: screenRoles.plansBrowse,
    component: page(() => import('@web/features/training/plans-browse-page'), 'PlansBrowsePage'),
    nav: { group: 'Treinamento', label: 'Planos de Treino', icon: BookOpenIcon },
  },
  /** One plan, read-only: the link a coach shares (spec 2 §2.1). */
  { path: screenPaths.plan, roles: screenRoles.plan, component: page(() => import('@web/features/training/plan-page'), 'PlanPage') },
  {
    path: screenPaths.programs,
    roles: screenRoles.programs,
    component: page(() => import('@web/features/training/programs-page'), 'ProgramsPage'),
    nav: { group: 'Treinamento', label: 'Programas', icon: ListChecksIcon },
  },
  {
    path: screenPaths.programEdit,
    roles: screenRoles.programEdit,
    navUnder: screenPaths.programs,
    component: page(() => import('@web/features/training/program-editor-page'), 'ProgramEditorPage'),
  },
  {
    path: screenPaths.schedule,
    roles: screenRoles.schedule,
    component: page(() => import('@web/features/schedule/schedule-page'), 'SchedulePage'),
    nav: { group: 'Treinamento', label: 'Cronograma', icon: CalendarDaysIcon },
  },
  /** Spec 2 §6: anyone signed in can view games and championships; changes are staff only. */
  {
    path: screenPaths.games,
    roles: screenRoles.games,
    component: page(() => import('@web/features/competitions/games-page'), 'GamesPage'),
    nav: { group: 'Competições', label: 'Jogos', icon: TrophyIcon },
  },
  { path: screenPaths.game, roles: screenRoles.game, component: page(() => import('@web/features/competitions/game-sheet-page'), 'GameSheetPage'), navUnder: screenPaths.games },
  {
    path: screenPaths.championships,
    roles: screenRoles.championships,
    component: page(() => import('@web/features/competitions/championships-page'), 'ChampionshipsPage'),
    nav: { group: 'Competições', label: 'Campeonatos', icon: MedalIcon },
  },
  {
    path: screenPaths.rosters,
    roles: screenRoles.rosters,
    component: page(() => import('@web/features/rosters/rosters-page'), 'RostersPage'),
    nav: { group: 'Competições', label: 'Equipes', icon: ShieldIcon },
  },
  { path: screenPaths.roster, roles: screenRoles.roster, component: page(() => import('@web/features/rosters/roster-detail-page'), 'RosterDetailPage'), navUnder: screenPaths.rosters },
  /** Not in the spec's menu: reached from the user menu (administrador only). */
  { path: screenPaths.users, roles: screenRoles.users, component: page(() => import('@web/features/users/users-page'), 'UsersPage') },
  /** Not in the spec's menu: reached from the user menu, like /usuarios. */
  { path: screenPaths.audit, roles: screenRoles.audit, component: page(() => import('@web/features/audit/audit-page'), 'AuditPage') },
  { path: screenPaths.myPrivacy, roles: screenRoles.myPrivacy, component: page(() => import('@web/features/privacy/my-privacy-page'), 'MyPrivacyPage') },
  /** Signed out, app.tsx shows the same policy on its own page. */
  { path: screenPaths.privacyPolicy, roles: screenRoles.privacyPolicy, component: page(() => import('@web/features/privacy/privacy-policy-page'), 'PrivacyPolicyPage') },
];

/** The routes the router registers for this role. */
export function routesFor(role: Role | null | undefined) {
  return appRoutes.filter(
    (route): route is AppRoute & { component: LazyScreen } =>
      route.component !== undefined && canAccess(route.roles, role),
  );
}

/** Loads the chunk of the screen the router will show at this path (none: Page Not Found, in the shell). */
export function loadScreen(role: Role | null | undefined, pathname: string): Promise<unknown> {
  return matchRoutes(routesFor(role), pathname)?.[0]?.route.component.load() ?? Promise.resolve();
}

export interface NavItem extends NavEntry {
  path: string;
}

/**
 * The path of the menu item to highlight on `pathname`: its screen's own item, or the one it belongs
 * to. Matching whole routes, not path prefixes: an enrolment's finances (/financeiro/matricula/7)
 * belong to Pagamentos, not to Controle Financeiro (/financeiro).
 */
export function menuPathOf(pathname: string): string | undefined {
  const route = appRoutes.find((candidate) => matchPath(candidate.path, pathname));
  return route?.nav ? route.path : route?.navUnder;
}

/** The side navigation for this role: groups in order, groups without a permitted item left out. */
export function navigationFor(role: Role | null | undefined): { group: NavGroup; items: NavItem[] }[] {
  return navGroups
    .map((group) => ({
      group,
      items: appRoutes
        .filter((route) => route.nav?.group === group && canAccess(route.roles, role))
        .map((route) => ({ path: route.path, ...(route.nav as NavEntry) })),
    }))
    .filter((section) => section.items.length > 0);
}
