import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { attendanceStatuses, callupAnswers, calendarFeedKinds, DEFAULT_ABSENCE_ALERT } from '@domain/attendance';
import { athletes } from './athletes';
import { day, id, oneOf, timestamps, timestamptz } from './columns';
import { games } from './competitions';
import { teams } from './organization';
import { users } from './users';

/** The school's attendance settings: one row (id 1). */
export const attendanceSettings = pgTable(
  'attendance_settings',
  {
    id: integer().primaryKey().default(1),
    faltasSeguidasAlerta: integer().notNull().default(DEFAULT_ABSENCE_ALERT),
    updatedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('attendance_settings_single_row_check', sql`${t.id} = 1`),
    check('attendance_settings_faltas_check', sql`${t.faltasSeguidasAlerta} between 1 and 30`),
  ],
);

/**
 * A team's training session on a day. Sessions follow from the team's weekdays and the cronograma,
 * so a row is written only once something happens to one: a mark, a cancellation. One per team and
 * day: a cronograma entry on a training day is that day's session, not a second one.
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: id(),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    data: day().notNull(),
    canceladaEm: timestamptz(),
    motivoCancelamento: text(),
    canceladaPorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The session's marks counted, kept by the triggers of migration 0019: reports add sessions, not marks. */
    presentes: integer().notNull().default(0),
    faltas: integer().notNull().default(0),
    justificadas: integer().notNull().default(0),
    marcados: integer().notNull().default(0),
    /** Raised by a trigger (migration 0025) when the session is cancelled or restored: its SEQUENCE in the calendar feeds. */
    revisao: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('training_sessions_team_id_data_unique').on(t.teamId, t.data),
    index('training_sessions_data_idx').on(t.data),
    check('training_sessions_cancel_reason_check', sql`${t.canceladaEm} is null or ${t.motivoCancelamento} is not null`),
  ],
);

/** One athlete's mark in one session. */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    id: id(),
    sessionId: integer()
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    status: text({ enum: attendanceStatuses }).notNull(),
    marcadoPorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // Also serves lookups by session_id (its leading column).
    uniqueIndex('attendance_marks_session_id_athlete_id_unique').on(t.sessionId, t.athleteId),
    index('attendance_marks_athlete_id_idx').on(t.athleteId),
    oneOf('attendance_marks_status_check', t.status, attendanceStatuses),
  ],
);

/** A family telling the school ahead that a child will miss a team's session on a day. */
export const absenceNotices = pgTable(
  'absence_notices',
  {
    id: id(),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    data: day().notNull(),
    motivo: text(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('absence_notices_athlete_id_team_id_data_unique').on(t.athleteId, t.teamId, t.data),
    index('absence_notices_team_id_data_idx').on(t.teamId, t.data),
  ],
);

/**
 * An athlete's run of consecutive unjustified absences in a team that reached the school's limit:
 * the guardians are e-mailed once, and the athlete is on "Risco de evasão" until a presence ends it.
 */
export const attendanceAlerts = pgTable(
  'attendance_alerts',
  {
    id: id(),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    faltasSeguidas: integer().notNull(),
    ultimaFalta: day().notNull(),
    emailEnviadoEm: timestamptz(),
    encerradoEm: timestamptz(),
    ...timestamps,
  },
  (t) => [
    // One open run per athlete and team: the alert fires once per run however often marks are saved.
    uniqueIndex('attendance_alerts_open_unique').on(t.athleteId, t.teamId).where(sql`${t.encerradoEm} is null`),
    index('attendance_alerts_team_id_idx').on(t.teamId),
  ],
);

/**
 * A secret calendar address: a team's sessions and games (staff), or a family's children's. The
 * token is kept as is because the owner must be able to copy the address again; revoking it (and
 * renewing, which revokes) makes the old address answer 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    tipo: text({ enum: calendarFeedKinds }).notNull(),
    teamId: integer().references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    token: text().notNull(),
    criadoPorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    revogadoEm: timestamptz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_unique').on(t.token),
    uniqueIndex('calendar_feeds_team_active_unique').on(t.teamId).where(sql`${t.revogadoEm} is null and ${t.tipo} = 'turma'`),
    uniqueIndex('calendar_feeds_user_active_unique').on(t.userId).where(sql`${t.revogadoEm} is null and ${t.tipo} = 'familia'`),
    oneOf('calendar_feeds_tipo_check', t.tipo, calendarFeedKinds),
    check(
      'calendar_feeds_owner_check',
      sql`(${t.tipo} = 'turma' and ${t.teamId} is not null) or (${t.tipo} = 'familia' and ${t.userId} is not null)`,
    ),
  ],
);

/** An athlete called up for a game, and the family's answer (null until it answers). */
export const gameCallups = pgTable(
  'game_callups',
  {
    id: id(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    athleteId: integer()
      .notNull()
      .references(() => athletes.id, { onDelete: 'cascade' }),
    resposta: text({ enum: callupAnswers }),
    observacao: text(),
    respondidoEm: timestamptz(),
    respondidoPorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    convocadoPorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // Also serves lookups by game_id (its leading column).
    uniqueIndex('game_callups_game_id_athlete_id_unique').on(t.gameId, t.athleteId),
    index('game_callups_athlete_id_idx').on(t.athleteId),
    oneOf('game_callups_resposta_check', t.resposta, callupAnswers),
  ],
);
