import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  championshipFormats,
  championshipStatuses,
  competitionModalities,
  gameEventTypes,
  gameNatures,
  gameSides,
  gameStatuses,
} from '@domain/competitions';
import { day, id, oneOf, timestamps, timestamptz } from './columns';
import { athletes } from './athletes';
import { teams } from './organization';

export const championships = pgTable(
  'championships',
  {
    id: id(),
    nome: text().notNull(),
    descricao: text(),
    modalidade: text({ enum: competitionModalities }).notNull(),
    formato: text({ enum: championshipFormats }).notNull(),
    temporada: text().notNull(),
    dataInicio: day().notNull(),
    dataFim: day(),
    status: text({ enum: championshipStatuses }).notNull().default('planejado'),
    organizador: text(),
    local: text(),
    observacoes: text(),
    ...timestamps,
  },
  (t) => [
    index('championships_status_idx').on(t.status),
    index('championships_modalidade_idx').on(t.modalidade),
    index('championships_data_inicio_idx').on(t.dataInicio),
    oneOf('championships_modalidade_check', t.modalidade, competitionModalities),
    oneOf('championships_formato_check', t.formato, championshipFormats),
    oneOf('championships_status_check', t.status, championshipStatuses),
    check('championships_data_fim_check', sql`${t.dataFim} >= ${t.dataInicio}`),
  ],
);

/** Opponents: clubs outside the school. */
export const externalTeams = pgTable(
  'external_teams',
  {
    id: id(),
    nome: text().notNull(),
    categoria: text(),
    modalidade: text().notNull(),
    cidade: text(),
    estado: text(),
    contato: text(),
    telefone: varchar({ length: 20 }),
    email: text(),
    observacoes: text(),
    ativo: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [index('external_teams_modalidade_idx').on(t.modalidade)],
);

/**
 * homeTeamId is one of the school's teams and awayTeamId an external team; homeTeamExternal and
 * awayTeamInternal record when the school actually plays away.
 */
export const games = pgTable(
  'games',
  {
    id: id(),
    championshipId: integer().references(() => championships.id, { onDelete: 'set null' }),
    homeTeamId: integer().references(() => teams.id, { onDelete: 'set null' }),
    awayTeamId: integer().references(() => externalTeams.id, { onDelete: 'set null' }),
    homeTeamExternal: boolean().notNull().default(false),
    awayTeamInternal: boolean().notNull().default(false),
    dataHora: timestamptz().notNull(),
    local: text().notNull(),
    endereco: text(),
    natureza: text({ enum: gameNatures }).notNull(),
    fase: text(),
    rodada: text(),
    placarCasa: integer(),
    placarVisitante: integer(),
    status: text({ enum: gameStatuses }).notNull().default('agendado'),
    arbitro: text(),
    observacoes: text(),
    tecnicoResponsavel: text(),
    /** Raised by a trigger (migration 0025) when the time or status changes: the game's SEQUENCE in the calendar feeds. */
    revisao: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('games_championship_id_idx').on(t.championshipId),
    index('games_home_team_id_idx').on(t.homeTeamId),
    index('games_away_team_id_idx').on(t.awayTeamId),
    index('games_data_hora_idx').on(t.dataHora),
    index('games_status_idx').on(t.status),
    index('games_natureza_idx').on(t.natureza),
    oneOf('games_natureza_check', t.natureza, gameNatures),
    oneOf('games_status_check', t.status, gameStatuses),
    check('games_placar_casa_check', sql`${t.placarCasa} >= 0`),
    check('games_placar_visitante_check', sql`${t.placarVisitante} >= 0`),
  ],
);

export const gameLineups = pgTable(
  'game_lineups',
  {
    id: id(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    posicao: text().notNull(),
    titular: boolean().notNull().default(true),
    numeroUniforme: integer(),
    entradaMinuto: integer().notNull().default(0),
    saidaMinuto: integer(),
    substituido: boolean().notNull().default(false),
    substitutoId: integer().references(() => athletes.id, { onDelete: 'set null' }),
    observacoes: text(),
    ...timestamps,
  },
  (t) => [
    // Also serves lookups by game_id (its leading column).
    uniqueIndex('game_lineups_game_id_athlete_id_unique').on(t.gameId, t.athleteId),
    index('game_lineups_athlete_id_idx').on(t.athleteId),
    index('game_lineups_substituto_id_idx').on(t.substitutoId),
    check('game_lineups_numero_uniforme_check', sql`${t.numeroUniforme} >= 0`),
    check('game_lineups_entrada_minuto_check', sql`${t.entradaMinuto} >= 0`),
    check('game_lineups_saida_minuto_check', sql`${t.saidaMinuto} >= 0`),
  ],
);

const statColumn = () => integer().notNull().default(0);

export const gamePlayerStats = pgTable(
  'game_player_stats',
  {
    id: id(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    gols: statColumn(),
    assistencias: statColumn(),
    cartoesAmarelos: statColumn(),
    cartoesVermelhos: statColumn(),
    minutosJogados: statColumn(),
    faltas: statColumn(),
    faltasSofridas: statColumn(),
    chutesGol: statColumn(),
    chutesForaGol: statColumn(),
    defesas: statColumn(),
    observacoes: text(),
    ...timestamps,
  },
  (t) => [
    // Also serves lookups by game_id (its leading column).
    uniqueIndex('game_player_stats_game_id_athlete_id_unique').on(t.gameId, t.athleteId),
    index('game_player_stats_athlete_id_idx').on(t.athleteId),
    check(
      'game_player_stats_stats_check',
      sql`${t.gols} >= 0 and ${t.assistencias} >= 0 and ${t.cartoesAmarelos} >= 0 and ${t.cartoesVermelhos} >= 0
        and ${t.minutosJogados} >= 0 and ${t.faltas} >= 0 and ${t.faltasSofridas} >= 0 and ${t.chutesGol} >= 0
        and ${t.chutesForaGol} >= 0 and ${t.defesas} >= 0`,
    ),
  ],
);

export const gameEvents = pgTable(
  'game_events',
  {
    id: id(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** Null for an opponent's event; the event still counts when an athlete is removed. */
    athleteId: integer().references(() => athletes.id, { onDelete: 'set null' }),
    assistenteId: integer().references(() => athletes.id, { onDelete: 'set null' }),
    tipoEvento: text({ enum: gameEventTypes }).notNull(),
    minuto: integer().notNull(),
    descricao: text(),
    timeEvento: text({ enum: gameSides }),
    ...timestamps,
  },
  (t) => [
    index('game_events_game_id_idx').on(t.gameId),
    index('game_events_athlete_id_idx').on(t.athleteId),
    index('game_events_assistente_id_idx').on(t.assistenteId),
    index('game_events_tipo_evento_idx').on(t.tipoEvento),
    oneOf('game_events_tipo_evento_check', t.tipoEvento, gameEventTypes),
    oneOf('game_events_time_evento_check', t.timeEvento, gameSides),
    check('game_events_minuto_check', sql`${t.minuto} >= 0`),
  ],
);
