import { and, eq, inArray, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import {
  correctionOpen,
  CORRECTION_CLOSED,
  NOT_IN_TEAM,
  SESSION_CANCELLED,
  SESSION_IN_FUTURE,
  type MarksInput,
  type Roll,
  type TrainingSession,
} from '@domain/attendance';
import type { SessionUser } from '@domain/auth';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { absenceNotices, athletes, attendanceMarks, enrollments, trainingSessions } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { conflict, unprocessable } from '../../http/errors';
import { photoUrl } from '../../db/athlete-sql';
import { updateAlerts } from './alerts.service';
import { enrolledOn, findSession, sessionRow } from './sessions.service';

/** An administrador may correct any past roll; professors and assistentes for CORRECTION_DAYS. */
const mayCorrect = (user: SessionUser, day: string, today: string) => user.tipo === 'administrador' || correctionOpen(day, today);

/**
 * The one rule for changing a session that was held: its marks, and whether it happened at all
 * (cancelling or un-cancelling it adds or removes all its marks from the rates and the lists).
 */
function checkMayCorrect(user: SessionUser, day: string, today: string) {
  if (!mayCorrect(user, day, today)) throw conflict(CORRECTION_CLOSED);
}

/**
 * Who is on a session's roll: the athletes enrolled in the team that day, and anyone already marked
 * in it. One id list (a union), so PostgreSQL reads those athletes by key instead of filtering all.
 */
const onRoll = (db: Executor, teamId: number, data: string, sessionId: number) =>
  inArray(
    athletes.id,
    union(
      db.select({ id: enrollments.athleteId }).from(enrollments).where(enrolledOn(teamId, data)),
      db.select({ id: attendanceMarks.athleteId }).from(attendanceMarks).where(eq(attendanceMarks.sessionId, sessionId)),
    ),
  );

/**
 * The roll of a session: the athletes enrolled in the team that day, and anyone already marked in
 * it (an athlete who left the team since keeps their mark), with their mark and the family's notice.
 */
export async function getRoll(db: Executor, user: SessionUser, teamId: number, data: string, today: string): Promise<Roll> {
  const session = await findSession(db, teamId, data);
  const [stored] = await db.select({ id: trainingSessions.id }).from(trainingSessions).where(and(eq(trainingSessions.teamId, teamId), eq(trainingSessions.data, data)));
  const sessionId = stored?.id ?? -1;
  const rows = await db
    .select({
      athleteId: athletes.id,
      nomeCompleto: athletes.nomeCompleto,
      foto: sql<boolean>`${athletes.foto} is not null`,
      updatedAt: athletes.updatedAt,
      status: attendanceMarks.status,
      atualizadoEm: attendanceMarks.updatedAt,
      avisoFalta: sql<string | null>`case when ${absenceNotices.id} is null then null else coalesce(${absenceNotices.motivo}, '') end`,
    })
    .from(athletes)
    .leftJoin(attendanceMarks, and(eq(attendanceMarks.sessionId, sessionId), eq(attendanceMarks.athleteId, athletes.id)))
    .leftJoin(absenceNotices, and(eq(absenceNotices.athleteId, athletes.id), eq(absenceNotices.teamId, teamId), eq(absenceNotices.data, data)))
    .where(onRoll(db, teamId, data, sessionId))
    .orderBy(ptBR(athletes.nomeCompleto));
  return {
    session,
    podeCorrigir: mayCorrect(user, data, today),
    atletas: rows.map(({ foto, updatedAt, atualizadoEm, ...row }) => ({
      ...row,
      fotoUrl: photoUrl(row.athleteId, foto || null, updatedAt),
      atualizadoEm: atualizadoEm?.toISOString() ?? null,
    })),
  };
}

/**
 * Saves the marks a coach changed, as they go: only the athletes sent, so a mark that arrives late
 * (made offline) never undoes another athlete's. Refused on a cancelled or future session, for an
 * athlete outside the team, and after CORRECTION_DAYS for anyone but an administrador. The
 * absence alerts follow (`timeZone`: the school's, in which the session's end time is read).
 */
async function writeMarks(tx: Tx, user: SessionUser, teamId: number, data: string, input: MarksInput, today: string, timeZone: string) {
  const session: TrainingSession = await findSession(tx, teamId, data);
  if (session.cancelada) throw conflict(SESSION_CANCELLED);
  if (data > today) throw conflict(SESSION_IN_FUTURE);
  checkMayCorrect(user, data, today);

  const marks = new Map(input.marcas.map((m) => [m.athleteId, m.status]));
  const ids = [...marks.keys()];
  const sessionId = await sessionRow(tx, teamId, data);
  const allowed = await tx
    .select({ id: athletes.id })
    .from(athletes)
    .where(
      and(
        inArray(athletes.id, ids),
        onRoll(tx, teamId, data, sessionId),
      ),
    );
  if (allowed.length !== ids.length) throw unprocessable(NOT_IN_TEAM);

  const before = await tx
    .select({ athleteId: attendanceMarks.athleteId, status: attendanceMarks.status })
    .from(attendanceMarks)
    .where(and(eq(attendanceMarks.sessionId, sessionId), inArray(attendanceMarks.athleteId, ids)));
  await tx
    .insert(attendanceMarks)
    .values(ids.map((athleteId) => ({ sessionId, athleteId, status: marks.get(athleteId)!, marcadoPorUserId: user.id })))
    .onConflictDoUpdate({
      target: [attendanceMarks.sessionId, attendanceMarks.athleteId],
      set: { status: sql`excluded.status`, marcadoPorUserId: user.id, updatedAt: sql`now()` },
    });
  await updateAlerts(tx, teamId, ids, session.fim, timeZone);

  const previous = new Map(before.map((b) => [b.athleteId, b.status]));
  const changes = Object.fromEntries(
    ids.filter((id) => previous.get(id) !== marks.get(id)).map((id) => [String(id), { de: previous.get(id) ?? null, para: marks.get(id) }]),
  );
  return { sessionId, changes };
}

/** Cancels a session: ahead of it (rain forecast) or, like its marks, while it may still be corrected. */
async function markCancelled(tx: Tx, user: SessionUser, teamId: number, data: string, motivo: string, today: string) {
  await findSession(tx, teamId, data);
  checkMayCorrect(user, data, today);
  const sessionId = await sessionRow(tx, teamId, data);
  await tx
    .update(trainingSessions)
    .set({ canceladaEm: sql`now()`, motivoCancelamento: motivo, canceladaPorUserId: user.id })
    .where(eq(trainingSessions.id, sessionId));
  return { sessionId, session: await findSession(tx, teamId, data) };
}

async function unmarkCancelled(tx: Tx, user: SessionUser, teamId: number, data: string, today: string) {
  await findSession(tx, teamId, data);
  checkMayCorrect(user, data, today);
  const [row] = await tx
    .update(trainingSessions)
    .set({ canceladaEm: null, motivoCancelamento: null, canceladaPorUserId: null })
    .where(and(eq(trainingSessions.teamId, teamId), eq(trainingSessions.data, data)))
    .returning({ id: trainingSessions.id });
  return { sessionId: row?.id ?? null, session: await findSession(tx, teamId, data) };
}

/** Saves the marks sent (audited when any changed) and answers the roll as it now stands. */
export async function saveMarks(db: Db, actor: Actor, user: SessionUser, teamId: number, data: string, input: MarksInput, today: string, timeZone: string) {
  await db.transaction(async (tx) => {
    const { sessionId, changes } = await writeMarks(tx, user, teamId, data, input, today, timeZone);
    if (Object.keys(changes).length > 0) await audit(tx, actor, { action: 'attendance', entity: 'training_sessions', entityId: sessionId, changes: { data, marcas: changes } });
  });
  return getRoll(db, user, teamId, data, today);
}

export const cancelSession = (db: Db, actor: Actor, user: SessionUser, teamId: number, data: string, motivo: string, today: string) =>
  db.transaction(async (tx) => {
    const { sessionId, session } = await markCancelled(tx, user, teamId, data, motivo, today);
    await audit(tx, actor, { action: 'cancel', entity: 'training_sessions', entityId: sessionId, changes: { data, motivo } });
    return session;
  });

export const uncancelSession = (db: Db, actor: Actor, user: SessionUser, teamId: number, data: string, today: string) =>
  db.transaction(async (tx) => {
    const { sessionId, session } = await unmarkCancelled(tx, user, teamId, data, today);
    if (sessionId) await audit(tx, actor, { action: 'uncancel', entity: 'training_sessions', entityId: sessionId, changes: { data } });
    return session;
  });
