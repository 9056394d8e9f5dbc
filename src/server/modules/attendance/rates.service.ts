import { and, asc, between, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  attendanceRate,
  monthsOf,
  parseHorario,
  type AthleteAttendance,
  type AthleteAttendanceSession,
  type AttendanceCounts,
  type AttendanceReport,
  type AttendanceReportUnit,
  type AttendanceStatus,
} from '@domain/attendance';
import type { SessionUser } from '@domain/auth';
import { addDays, minDate } from '@domain/dates';
import type { Executor } from '../../db/client';
import { athletes, attendanceMarks, enrollments, teams, trainingSessions, units } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { notFound } from '../../http/errors';
import { athleteScope } from '../../auth/scopes';
import { enrolledOn, listSessions } from './sessions.service';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

/**
 * Attendance rates (ADR 0017, docs/attendance-and-calendars.md): every count is made in SQL over
 * the marks of sessions held, never of a cancelled one; a justified absence counts as an absence
 * (attendanceRate).
 */

const countStatus = (status: AttendanceStatus) => sql<number>`(count(*) filter (where ${attendanceMarks.status} = ${status}))::int`;

/** The four counts of a group of marks, for a select. */
const markCounts = {
  presentes: countStatus('presente'),
  faltas: countStatus('falta'),
  justificadas: countStatus('justificada'),
  marcados: sql<number>`count(${attendanceMarks.id})::int`,
};

const withRate = <T extends Omit<AttendanceCounts, 'taxa'>>(row: T): T & { taxa: number | null } => ({ ...row, taxa: attendanceRate(row.presentes, row.marcados) });

const NO_MARKS = { presentes: 0, faltas: 0, justificadas: 0, marcados: 0 };

/** Marks of sessions held (not cancelled) between two dates. */
const heldBetween = (de: string, ate: string) => and(between(trainingSessions.data, de, ate), isNull(trainingSessions.canceladaEm));

const key = (...parts: (string | number)[]) => parts.join('|');

/**
 * Which of the given sessions each athlete was enrolled in on the session's day (enrolledOn), in
 * one statement whatever the number of sessions: keys 'athleteId|teamId|data'.
 */
export async function enrolledSessionKeys(db: Executor, athleteIds: readonly number[], sessions: readonly { teamId: number; data: string }[]) {
  if (athleteIds.length === 0 || sessions.length === 0) return new Set<string>();
  const result = await db.execute<{ athleteId: number; teamId: number; data: string }>(sql`
    select distinct ${enrollments.athleteId} as "athleteId", v.team_id as "teamId", v.day::text as "data"
    from unnest(${sql.param(sessions.map((s) => s.teamId))}::int[], ${sql.param(sessions.map((s) => s.data))}::date[]) as v(team_id, day)
    join ${enrollments} on ${inArray(enrollments.athleteId, [...athleteIds])} and ${enrolledOn(sql`v.team_id`, sql`v.day`)}`);
  return new Set(result.rows.map((r) => key(r.athleteId, r.teamId, r.data)));
}

/** The athlete, if the user may see it (a family: its own children only), or 404. */
async function visibleAthlete(db: Executor, user: SessionUser, athleteId: number) {
  const [row] = await db
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.id, athleteId), athleteScope(user)));
  if (!row) throw notFound(ATHLETE_NOT_FOUND);
  return row.id;
}

/**
 * The athlete's Frequência for a period: the rate over it and month by month, and its sessions:
 * every session the athlete has a mark in, and each past session (before today) of a team the
 * athlete was enrolled in that day without one ("sem registro").
 */
export async function athleteAttendance(db: Executor, user: SessionUser, athleteId: number, de: string, ate: string, today: string): Promise<AthleteAttendance> {
  await visibleAthlete(db, user, athleteId);
  const ofAthlete = eq(attendanceMarks.athleteId, athleteId);
  const [byMonth, marks, teamRows] = await Promise.all([
    db
      .select({ mes: sql<string>`to_char(${trainingSessions.data}, 'YYYY-MM')`.as('mes'), ...markCounts })
      .from(attendanceMarks)
      .innerJoin(trainingSessions, eq(trainingSessions.id, attendanceMarks.sessionId))
      .where(and(ofAthlete, heldBetween(de, ate)))
      .groupBy(sql`mes`),
    db
      .select({
        teamId: trainingSessions.teamId,
        teamNome: teams.nome,
        horario: teams.horario,
        data: trainingSessions.data,
        cancelada: sql<boolean>`${trainingSessions.canceladaEm} is not null`,
        motivoCancelamento: trainingSessions.motivoCancelamento,
        status: attendanceMarks.status,
      })
      .from(attendanceMarks)
      .innerJoin(trainingSessions, eq(trainingSessions.id, attendanceMarks.sessionId))
      .innerJoin(teams, eq(teams.id, trainingSessions.teamId))
      .where(and(ofAthlete, between(trainingSessions.data, de, ate))),
    // The teams the athlete was enrolled in at some point of the period.
    db
      .selectDistinct({ teamId: enrollments.teamId })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.athleteId, athleteId),
          lte(enrollments.dataMatricula, ate),
          or(eq(enrollments.status, 'ativa'), and(isNotNull(enrollments.dataInativacao), gt(enrollments.dataInativacao, de))),
        ),
      ),
  ]);

  // A session of today with no mark yet is not "sem registro": its roll may still come.
  const until = minDate(ate, addDays(today, -1));
  const teamSessions = de <= until ? await listSessions(db, { teamIds: teamRows.map((t) => t.teamId) }, de, until) : [];
  const enrolled = await enrolledSessionKeys(db, [athleteId], teamSessions);

  const sessions = new Map<string, AthleteAttendanceSession>();
  for (const s of teamSessions) {
    if (!enrolled.has(key(athleteId, s.teamId, s.data))) continue;
    sessions.set(key(s.teamId, s.data), {
      teamId: s.teamId,
      teamNome: s.teamNome,
      data: s.data,
      inicio: s.inicio,
      cancelada: s.cancelada,
      motivoCancelamento: s.motivoCancelamento,
      status: null,
    });
  }
  for (const { horario, status, ...mark } of marks) {
    // A cancelled session's marks count for nothing: it shows as cancelled.
    sessions.set(key(mark.teamId, mark.data), { ...mark, inicio: parseHorario(horario)?.inicio ?? null, status: mark.cancelada ? null : status });
  }

  const monthRows = new Map(byMonth.map((m) => [m.mes, m]));
  return {
    de,
    ate,
    // The period is its months added up.
    total: withRate(
      byMonth.reduce(
        (sum, m) => ({ presentes: sum.presentes + m.presentes, faltas: sum.faltas + m.faltas, justificadas: sum.justificadas + m.justificadas, marcados: sum.marcados + m.marcados }),
        NO_MARKS,
      ),
    ),
    meses: monthsOf(de, ate).map((mes) => withRate({ ...NO_MARKS, ...monthRows.get(mes), mes })),
    sessoes: [...sessions.values()].sort((a, b) => b.data.localeCompare(a.data) || a.teamNome.localeCompare(b.teamNome, 'pt-BR')),
  };
}

/**
 * Relatórios › Frequência: per team, per unit and in all, for a period and optionally one unit. A
 * team is listed while active, or when it has marks in the period; "sessões" are the sessions held
 * with a roll taken. One query sums each team's sessions (their counts are kept on the session's
 * row, migration 0019, and read from an index, 0021); the units and the total add up the teams, so
 * the period's sessions are read once, not three times.
 */
export async function attendanceReport(db: Executor, { de, ate, unitId }: { de: string; ate: string; unitId?: number | undefined }): Promise<AttendanceReport> {
  const held = db
    .select({
      teamId: sql<number>`${trainingSessions.teamId}`.as('held_team_id'),
      sessoes: sql<number>`count(*)::int`.as('sessoes'),
      presentes: sql<number>`sum(${trainingSessions.presentes})::int`.as('presentes'),
      faltas: sql<number>`sum(${trainingSessions.faltas})::int`.as('faltas'),
      justificadas: sql<number>`sum(${trainingSessions.justificadas})::int`.as('justificadas'),
      marcados: sql<number>`sum(${trainingSessions.marcados})::int`.as('marcados'),
    })
    .from(trainingSessions)
    .where(and(heldBetween(de, ate), gt(trainingSessions.marcados, 0)))
    .groupBy(trainingSessions.teamId)
    .as('held');
  const teamRows = await db
    .select({
      unitId: units.id,
      unitNome: units.nome,
      teamId: teams.id,
      teamNome: teams.nome,
      sessoes: sql<number>`coalesce(${held.sessoes}, 0)`,
      presentes: sql<number>`coalesce(${held.presentes}, 0)`,
      faltas: sql<number>`coalesce(${held.faltas}, 0)`,
      justificadas: sql<number>`coalesce(${held.justificadas}, 0)`,
      marcados: sql<number>`coalesce(${held.marcados}, 0)`,
    })
    .from(teams)
    .innerJoin(units, eq(units.id, teams.unitId))
    .leftJoin(held, eq(held.teamId, teams.id))
    .where(and(unitId ? eq(teams.unitId, unitId) : undefined, or(eq(teams.status, 'ativo'), isNotNull(held.teamId))))
    .orderBy(asc(ptBR(units.nome)), asc(units.id), asc(ptBR(teams.nome)), asc(teams.id));

  const add = <T extends Omit<AttendanceReportUnit, 'taxa' | 'unitId' | 'unitNome'>>(sum: T, team: (typeof teamRows)[number]): T => ({
    ...sum,
    sessoes: sum.sessoes + team.sessoes,
    presentes: sum.presentes + team.presentes,
    faltas: sum.faltas + team.faltas,
    justificadas: sum.justificadas + team.justificadas,
    marcados: sum.marcados + team.marcados,
  });
  // The teams come by unit, so each unit's sum is made in the units' order.
  const unitSums = new Map<number, Omit<AttendanceReportUnit, 'taxa'>>();
  for (const team of teamRows) unitSums.set(team.unitId, add(unitSums.get(team.unitId) ?? { unitId: team.unitId, unitNome: team.unitNome, sessoes: 0, ...NO_MARKS }, team));
  return {
    de,
    ate,
    turmas: teamRows.map(withRate),
    unidades: [...unitSums.values()].map(withRate),
    total: withRate(teamRows.reduce(add, { sessoes: 0, ...NO_MARKS })),
  };
}
