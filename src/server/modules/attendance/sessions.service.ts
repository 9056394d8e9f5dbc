import { and, asc, count, eq, gt, gte, isNotNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { parseHorario, sessionDays, SESSION_NOT_FOUND, type TrainingSession } from '@domain/attendance';
import { groupBy } from '@domain/group-by';
import { parseWeekdays } from '@domain/organization';
import type { Executor } from '../../db/client';
import { cronogramaTreinos, enrollments, teamProfessors, teams, trainingSessions, units, users } from '../../db/schema/index';
import { anyId, ptBR, searchText } from '../../db/sql';
import { notFound } from '../../http/errors';

/** Which teams a read covers: some teams by id (any status), or every active team. */
export type TeamScope = { teamIds: readonly number[] } | 'active';

/**
 * The athletes of a team on a day: enrolled by then, and still enrolled that day (an enrolment made
 * inactive later still counts for the days before). The roll, the rates and the lista de presença
 * all read the team this way.
 */
export function enrolledOn(teamId: number | SQL, day: string | SQL): SQL {
  return and(
    eq(enrollments.teamId, teamId as number),
    lte(enrollments.dataMatricula, day as string),
    or(eq(enrollments.status, 'ativa'), and(isNotNull(enrollments.dataInativacao), gt(enrollments.dataInativacao, day as string))),
  )!;
}

/** What a team's sessions are worked out from. */
export type SessionTeam = Pick<typeof teams.$inferSelect, 'id' | 'nome' | 'horario' | 'diasSemana'> & { unitNome: string };

/**
 * A team's training sessions between two dates, every team of the scope at once (four queries,
 * whatever the number of teams or days): teamSessions' sessions, with how many athletes each team has.
 */
export async function listSessions(db: Executor, scope: TeamScope, de: string, ate: string): Promise<TrainingSession[]> {
  const teamWhere = scope === 'active' ? eq(teams.status, 'ativo') : anyId(teams.id, scope.teamIds);
  if (scope !== 'active' && scope.teamIds.length === 0) return [];
  const teamRows = await db
    .select({ id: teams.id, nome: teams.nome, horario: teams.horario, diasSemana: teams.diasSemana, unitNome: units.nome })
    .from(teams)
    .innerJoin(units, eq(units.id, teams.unitId))
    .where(teamWhere)
    .orderBy(ptBR(teams.nome));
  const sessions = await teamSessions(db, teamRows, de, ate);
  // The athletes are counted only for the teams that train in the period (a day: about a third).
  const training = [...new Set(sessions.map((s) => s.teamId))];
  const athletes = training.length
    ? await db
        .select({ teamId: enrollments.teamId, atletas: count() })
        .from(enrollments)
        .where(and(anyId(enrollments.teamId, training), eq(enrollments.status, 'ativa')))
        .groupBy(enrollments.teamId)
    : [];
  const athletesByTeam = new Map(athletes.map((a) => [a.teamId, a.atletas]));
  return sessions.map((session) => ({ ...session, atletas: athletesByTeam.get(session.teamId) ?? 0 }));
}

/**
 * The given teams' sessions between two dates (two queries): each day of a team's weekdays and of
 * its cronograma, with the team's time, whether it was cancelled, and how many marks it has
 * (counted on the session's row). A day that is no longer a training day (the team changed its
 * weekdays) still shows when it has marks: that session happened. Sorted by day and time.
 */
export async function teamSessions(db: Executor, teamRows: readonly SessionTeam[], de: string, ate: string): Promise<Omit<TrainingSession, 'atletas'>[]> {
  if (teamRows.length === 0) return [];
  const ids = teamRows.map((t) => t.id);

  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const planned = await db
    .selectDistinct({ teamId: cronogramaTreinos.turmaId, data: cronogramaTreinos.data })
    .from(cronogramaTreinos)
    .where(and(anyId(cronogramaTreinos.turmaId, ids), gte(cronogramaTreinos.data, de), lte(cronogramaTreinos.data, ate), ne(cronogramaTreinos.statusExecucao, 'cancelado')));
  const stored = await db
    .select({
      teamId: trainingSessions.teamId,
      data: trainingSessions.data,
      canceladaEm: trainingSessions.canceladaEm,
      motivo: trainingSessions.motivoCancelamento,
      marcados: trainingSessions.marcados,
      presentes: trainingSessions.presentes,
    })
    .from(trainingSessions)
    .where(and(anyId(trainingSessions.teamId, ids), gte(trainingSessions.data, de), lte(trainingSessions.data, ate)));
  const key = (teamId: number, data: string) => `${teamId}|${data}`;
  const storedByKey = new Map(stored.map((s) => [key(s.teamId, s.data), s]));
  const plannedOf = groupBy(planned, (p) => p.teamId);
  const storedOf = groupBy(stored, (s) => s.teamId);
  const daysIn = sessionDays(de, ate);

  const sessions: Omit<TrainingSession, 'atletas'>[] = [];
  for (const team of teamRows) {
    const plannedDays = plannedOf(team.id).map((p) => p.data);
    const days = new Set(daysIn(parseWeekdays(team.diasSemana), plannedDays));
    for (const s of storedOf(team.id)) if (s.marcados > 0) days.add(s.data);
    const time = parseHorario(team.horario);
    for (const data of days) {
      const row = storedByKey.get(key(team.id, data));
      sessions.push({
        teamId: team.id,
        teamNome: team.nome,
        unitNome: team.unitNome,
        data,
        inicio: time?.inicio ?? null,
        fim: time?.fim ?? null,
        planejado: plannedDays.includes(data),
        cancelada: Boolean(row?.canceladaEm),
        motivoCancelamento: row?.canceladaEm ? row.motivo : null,
        marcados: row?.marcados ?? 0,
        presentes: row?.presentes ?? 0,
      });
    }
  }
  return sessions.sort((a, b) => a.data.localeCompare(b.data) || (a.inicio ?? '').localeCompare(b.inicio ?? ''));
}

/** The session of a team on a day, or 404 when the team does not train then. */
export async function findSession(db: Executor, teamId: number, data: string): Promise<TrainingSession> {
  const [session] = await listSessions(db, { teamIds: [teamId] }, data, data);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  return session;
}

/** The stored row of a session, written the first time something happens to it. */
export async function sessionRow(db: Executor, teamId: number, data: string): Promise<number> {
  const [row] = await db
    .insert(trainingSessions)
    .values({ teamId, data })
    .onConflictDoUpdate({ target: [trainingSessions.teamId, trainingSessions.data], set: { updatedAt: sql`now()` } })
    .returning({ id: trainingSessions.id });
  return row!.id;
}

/**
 * The teams a user teaches: linked to the team as its professor or assistant, or named so on the
 * team (its Professor and Auxiliar fields are names, typed by the school, accents and case aside).
 */
export async function taughtTeamIds(db: Executor, userId: number): Promise<number[]> {
  const [user] = await db.select({ nome: users.nome, nomeCompleto: users.nomeCompleto }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const names = [user.nome, user.nomeCompleto].filter((n): n is string => Boolean(n)).map((n) => searchText(n));
  const named = (column: typeof teams.professorNome | typeof teams.auxiliarNome) => or(...names.map((name) => sql`${searchText(sql`coalesce(${column}, '')`)} = ${name}`));
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        eq(teams.status, 'ativo'),
        or(
          sql`exists (select 1 from ${teamProfessors} where ${teamProfessors.teamId} = ${teams.id} and ${teamProfessors.userId} = ${userId} and ${teamProfessors.ativo})`,
          named(teams.professorNome),
          named(teams.auxiliarNome),
        ),
      ),
    )
    .orderBy(asc(teams.id));
  return rows.map((r) => r.id);
}
