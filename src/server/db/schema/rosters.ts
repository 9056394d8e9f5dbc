import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { managedTeamStatuses, rosterActions } from '@domain/rosters';
import { day, id, oneOf, timestamps, timestamptz } from './columns';
import { athletes } from './athletes';
import { units } from './organization';
import { users } from './users';

/** Competition squads ("Gestão de Equipes"), distinct from the class teams of enrolments. */
export const managedTeams = pgTable(
  'managed_teams',
  {
    id: id(),
    nome: text().notNull(),
    categoria: text().notNull(),
    modalidade: text().notNull().default('futebol'),
    status: text({ enum: managedTeamStatuses }).notNull().default('ativa'),
    tecnicoResponsavel: text(),
    observacoes: text(),
    corUniforme: text(),
    numeroMaximoAtletas: integer().notNull().default(25),
    unitId: integer()
      .notNull()
      .references(() => units.id),
    ...timestamps,
  },
  (t) => [
    index('managed_teams_unit_id_idx').on(t.unitId),
    index('managed_teams_status_idx').on(t.status),
    index('managed_teams_categoria_idx').on(t.categoria),
    index('managed_teams_modalidade_idx').on(t.modalidade),
    oneOf('managed_teams_status_check', t.status, managedTeamStatuses),
    check('managed_teams_numero_maximo_atletas_check', sql`${t.numeroMaximoAtletas} between 1 and 50`),
  ],
);

export const teamAthletes = pgTable(
  'team_athletes',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => managedTeams.id, { onDelete: 'cascade' }),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    posicaoPreferencial: text(),
    numeroUniforme: integer(),
    capitao: boolean().notNull().default(false),
    ativo: boolean().notNull().default(true),
    /** No database default: "today" is the school's date (APP_TIMEZONE), set by the service. */
    dataEntrada: day().notNull(),
    dataSaida: day(),
    observacoes: text(),
    ...timestamps,
  },
  (t) => [
    // The API addresses a link by (team, athlete); also serves lookups by team_id.
    uniqueIndex('team_athletes_team_id_athlete_id_unique').on(t.teamId, t.athleteId),
    index('team_athletes_athlete_id_idx').on(t.athleteId),
    check('team_athletes_numero_uniforme_check', sql`${t.numeroUniforme} >= 0`),
  ],
);

export const teamAthleteHistory = pgTable(
  'team_athlete_history',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => managedTeams.id, { onDelete: 'cascade' }),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    acao: text({ enum: rosterActions }).notNull(),
    posicaoAnterior: text(),
    posicaoNova: text(),
    numeroAnterior: integer(),
    numeroNovo: integer(),
    capitaoAnterior: boolean(),
    capitaoNovo: boolean(),
    usuarioResponsavel: integer().references(() => users.id, { onDelete: 'set null' }),
    observacoes: text(),
    dataAcao: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('team_athlete_history_team_id_idx').on(t.teamId),
    index('team_athlete_history_athlete_id_idx').on(t.athleteId),
    index('team_athlete_history_usuario_responsavel_idx').on(t.usuarioResponsavel),
    oneOf('team_athlete_history_acao_check', t.acao, rosterActions),
  ],
);
