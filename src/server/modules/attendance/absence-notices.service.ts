import { and, between, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NOT_IN_TEAM,
  NOTICE_EXISTS,
  NOTICE_NOT_FOUND,
  NOTICE_PAST_DAY,
  NOTICE_ROLL_TAKEN,
  NOTICE_TOO_FAR,
  NOTICE_WITHDRAW_CLOSED,
  lastAgendaDay,
  SESSION_CANCELLED,
  SESSION_NOT_FOUND,
  type absenceNoticeInputSchema,
  type absenceNoticeSchema,
  type FamilyUpcomingSession,
} from '@domain/attendance';
import type { SessionUser } from '@domain/auth';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { absenceNotices, athletes, attendanceMarks, enrollments, trainingSessions } from '../../db/schema/index';
import { badRequest, conflict, isUniqueViolation, notFound, unprocessable } from '../../http/errors';
import { familyAthletes } from '../../auth/scopes';
import { enrolledSessionKeys } from './rates.service';
import { enrolledOn, listSessions, teamSessions, type SessionTeam } from './sessions.service';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

/**
 * A family telling the school ahead that a child will miss a session. Only for the family's own
 * children, in a team they are enrolled in, on one of the team's session days from today; the roll
 * then starts the child as "falta justificada" (the roll's part).
 */

const noticeColumns = {
  id: absenceNotices.id,
  athleteId: absenceNotices.athleteId,
  teamId: absenceNotices.teamId,
  data: absenceNotices.data,
  motivo: absenceNotices.motivo,
  createdAt: absenceNotices.createdAt,
};

/** A notice as stored (createdAt a Date); the route's schema sends it as ISO text. */
type NoticeRow = z.input<typeof absenceNoticeSchema>;

const refused = (field: string, message: string) => unprocessable(message, { [field]: message });

/** Whether the athlete already has a mark in the team's session of that day. */
async function hasMark(db: Executor, athleteId: number, teamId: number, data: string) {
  const [row] = await db
    .select({ id: attendanceMarks.id })
    .from(attendanceMarks)
    .innerJoin(trainingSessions, eq(trainingSessions.id, attendanceMarks.sessionId))
    .where(and(eq(attendanceMarks.athleteId, athleteId), eq(trainingSessions.teamId, teamId), eq(trainingSessions.data, data)));
  return Boolean(row);
}

/**
 * Checks a notice before it is written: the family's own child (else 404, as for an unknown one),
 * from today to the last day the family Início lists (a date beyond it is bad input, a 400),
 * enrolled in the team that day, on one of the team's sessions not cancelled and
 * whose roll has not marked the child yet. Reads only, outside the writing transaction: the
 * session list reads in parallel, which one transaction's connection cannot.
 */
async function checkNotice(db: Db, user: SessionUser, input: z.output<typeof absenceNoticeInputSchema>, today: string) {
  const [athlete] = await db
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.id, input.athleteId), familyAthletes(user)));
  if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
  if (input.data < today) throw refused('data', NOTICE_PAST_DAY);
  if (input.data > lastAgendaDay(today)) throw badRequest(NOTICE_TOO_FAR, { data: NOTICE_TOO_FAR });

  const [enrolled] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.athleteId, input.athleteId), enrolledOn(input.teamId, input.data)))
    .limit(1);
  if (!enrolled) throw refused('teamId', NOT_IN_TEAM);

  const [session] = await listSessions(db, { teamIds: [input.teamId] }, input.data, input.data);
  if (!session) throw refused('data', SESSION_NOT_FOUND);
  if (session.cancelada) throw refused('data', SESSION_CANCELLED);
  if (await hasMark(db, input.athleteId, input.teamId, input.data)) throw conflict(NOTICE_ROLL_TAKEN);
}

/** Writes a checked notice (checkAbsenceNotice); a second one for the same session is a 409. */
async function insertNotice(tx: Tx, user: SessionUser, input: z.output<typeof absenceNoticeInputSchema>): Promise<NoticeRow> {
  try {
    const [notice] = await tx
      .insert(absenceNotices)
      .values({ athleteId: input.athleteId, teamId: input.teamId, data: input.data, motivo: input.motivo, userId: user.id })
      .returning(noticeColumns);
    return notice!;
  } catch (error) {
    if (isUniqueViolation(error, 'absence_notices_athlete_id_team_id_data_unique')) throw conflict(NOTICE_EXISTS);
    throw error;
  }
}

/** Withdraws a notice of the family's, while its session is today or later and its roll not taken. */
async function removeNotice(tx: Tx, user: SessionUser, id: number, today: string): Promise<NoticeRow> {
  const [notice] = await tx
    .select(noticeColumns)
    .from(absenceNotices)
    .innerJoin(athletes, eq(athletes.id, absenceNotices.athleteId))
    .where(and(eq(absenceNotices.id, id), familyAthletes(user)))
    .for('update', { of: absenceNotices });
  if (!notice) throw notFound(NOTICE_NOT_FOUND);
  if (notice.data < today) throw conflict(NOTICE_WITHDRAW_CLOSED);
  if (await hasMark(tx, notice.athleteId, notice.teamId, notice.data)) throw conflict(NOTICE_ROLL_TAKEN);
  await tx.delete(absenceNotices).where(eq(absenceNotices.id, id));
  return notice;
}

/**
 * The family's children's sessions from today to the agenda's last day: each session of a team a child is
 * enrolled in that day, whether it was cancelled (and why), the family's notice and, once the roll
 * is taken, the mark. Given the children and their active teams, which the family Início has
 * already read: the notices and marks are read beside the sessions, not after them.
 */
export async function familyUpcomingSessions(
  db: Db,
  children: readonly { id: number; nome: string }[],
  teams: readonly SessionTeam[],
  today: string,
): Promise<FamilyUpcomingSession[]> {
  if (children.length === 0 || teams.length === 0) return [];
  const ids = children.map((c) => c.id);
  const end = lastAgendaDay(today);

  const [{ sessions, enrolled }, notices, marks] = await Promise.all([
    teamSessions(db, teams, today, end).then(async (sessions) => ({ sessions, enrolled: await enrolledSessionKeys(db, ids, sessions) })),
    db
      .select({ id: absenceNotices.id, athleteId: absenceNotices.athleteId, teamId: absenceNotices.teamId, data: absenceNotices.data, motivo: absenceNotices.motivo })
      .from(absenceNotices)
      .where(and(inArray(absenceNotices.athleteId, ids), between(absenceNotices.data, today, end))),
    db
      .select({ athleteId: attendanceMarks.athleteId, teamId: trainingSessions.teamId, data: trainingSessions.data, status: attendanceMarks.status })
      .from(attendanceMarks)
      .innerJoin(trainingSessions, eq(trainingSessions.id, attendanceMarks.sessionId))
      .where(and(inArray(attendanceMarks.athleteId, ids), between(trainingSessions.data, today, end))),
  ]);

  const key = (athleteId: number, teamId: number, data: string) => `${athleteId}|${teamId}|${data}`;
  const noticeOf = new Map(notices.map((n) => [key(n.athleteId, n.teamId, n.data), n]));
  const markOf = new Map(marks.map((m) => [key(m.athleteId, m.teamId, m.data), m.status]));
  const upcoming: FamilyUpcomingSession[] = [];
  for (const session of sessions) {
    for (const child of children) {
      const k = key(child.id, session.teamId, session.data);
      if (!enrolled.has(k)) continue;
      const notice = noticeOf.get(k);
      upcoming.push({
        athleteId: child.id,
        athleteNome: child.nome,
        teamId: session.teamId,
        teamNome: session.teamNome,
        unitNome: session.unitNome,
        data: session.data,
        inicio: session.inicio,
        fim: session.fim,
        cancelada: session.cancelada,
        motivoCancelamento: session.motivoCancelamento,
        aviso: notice ? { id: notice.id, motivo: notice.motivo } : null,
        status: markOf.get(k) ?? null,
      });
    }
  }
  return upcoming;
}

/** A family's notice: checked first (outside the transaction), then stored and audited. */
export async function createAbsenceNotice(db: Db, actor: Actor, user: SessionUser, input: z.output<typeof absenceNoticeInputSchema>, today: string) {
  await checkNotice(db, user, input, today);
  return db.transaction(async (tx) => {
    const created = await insertNotice(tx, user, input);
    await audit(tx, actor, {
      action: 'create',
      entity: 'absence_notices',
      entityId: created.id,
      changes: { athleteId: created.athleteId, teamId: created.teamId, data: created.data, motivo: created.motivo },
    });
    return created;
  });
}

export const withdrawAbsenceNotice = (db: Db, actor: Actor, user: SessionUser, id: number, today: string) =>
  db.transaction(async (tx) => {
    const notice = await removeNotice(tx, user, id, today);
    await audit(tx, actor, {
      action: 'delete',
      entity: 'absence_notices',
      entityId: notice.id,
      changes: { athleteId: notice.athleteId, teamId: notice.teamId, data: notice.data },
    });
    return notice;
  });
