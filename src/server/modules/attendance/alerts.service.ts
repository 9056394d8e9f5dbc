import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_ABSENCE_ALERT, DROPOUT_RISK_SHOWN, type AttendanceSettings, type DropoutRisk } from '../../../domain/attendance';
import { dateBR } from '../../../domain/ledger';
import type { SessionUser } from '../../../domain/auth';
import type { Db, Executor, Tx } from '../../db/client';
import { athletes, attendanceAlerts, attendanceMarks, attendanceSettings, teams, trainingSessions } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import type { Mailer } from '../../http/mailer';
import { enqueue } from '../../jobs/queue';
import { guardianEmail } from '../dunning/dunning.service';

export async function getAttendanceSettings(db: Executor): Promise<AttendanceSettings> {
  const [row] = await db.select({ faltasSeguidasAlerta: attendanceSettings.faltasSeguidasAlerta }).from(attendanceSettings);
  return row ?? { faltasSeguidasAlerta: DEFAULT_ABSENCE_ALERT };
}

export async function saveAttendanceSettings(tx: Tx, user: SessionUser, settings: AttendanceSettings): Promise<AttendanceSettings> {
  await tx
    .insert(attendanceSettings)
    .values({ id: 1, ...settings, updatedByUserId: user.id })
    .onConflictDoUpdate({ target: attendanceSettings.id, set: { ...settings, updatedByUserId: user.id, updatedAt: sql`now()` } });
  return settings;
}

/** How many of the latest marks are read per athlete: a longer run is shown as this many. */
const RUN_WINDOW = 60;

/**
 * After marks of a team changed: each athlete's run of unjustified absences, counted back from
 * their latest mark in the team's sessions that were held. A run that reaches the school's limit
 * opens an alert (one e-mail to the guardian, queued in the same transaction); a longer run only
 * updates it; a run that falls under the limit (a presence, or a falta corrected to justificada)
 * closes it, so the next run alerts again.
 */
export async function updateAlerts(tx: Tx, teamId: number, athleteIds: readonly number[]) {
  if (athleteIds.length === 0) return;
  const { faltasSeguidasAlerta: limit } = await getAttendanceSettings(tx);
  const marks = await tx.execute<{ athlete_id: number; status: string; data: string }>(sql`
    select athlete_id, status, data from (
      select ${attendanceMarks.athleteId} as athlete_id, ${attendanceMarks.status} as status, ${trainingSessions.data}::text as data,
        row_number() over (partition by ${attendanceMarks.athleteId} order by ${trainingSessions.data} desc) as n
      from ${attendanceMarks}
      join ${trainingSessions} on ${trainingSessions.id} = ${attendanceMarks.sessionId}
      where ${trainingSessions.teamId} = ${teamId} and ${trainingSessions.canceladaEm} is null
        and ${inArray(attendanceMarks.athleteId, [...athleteIds])}
    ) latest where n <= ${RUN_WINDOW} order by athlete_id, n`);
  const open = await tx
    .select({ id: attendanceAlerts.id, athleteId: attendanceAlerts.athleteId })
    .from(attendanceAlerts)
    .where(and(eq(attendanceAlerts.teamId, teamId), inArray(attendanceAlerts.athleteId, [...athleteIds]), isNull(attendanceAlerts.encerradoEm)));
  const openByAthlete = new Map(open.map((a) => [a.athleteId, a.id]));

  for (const athleteId of athleteIds) {
    const latest = marks.rows.filter((m) => m.athlete_id === athleteId);
    const firstNotAbsent = latest.findIndex((m) => m.status !== 'falta');
    const run = firstNotAbsent === -1 ? latest.length : firstNotAbsent;
    const openId = openByAthlete.get(athleteId);
    if (run >= limit) {
      const ultimaFalta = latest[0]!.data;
      if (openId) {
        await tx.update(attendanceAlerts).set({ faltasSeguidas: run, ultimaFalta }).where(eq(attendanceAlerts.id, openId));
      } else {
        const [alert] = await tx.insert(attendanceAlerts).values({ athleteId, teamId, faltasSeguidas: run, ultimaFalta }).returning({ id: attendanceAlerts.id });
        await enqueue(tx, 'attendance-alert', { alertId: alert!.id });
      }
    } else if (openId) {
      await tx.update(attendanceAlerts).set({ encerradoEm: sql`now()` }).where(eq(attendanceAlerts.id, openId));
    }
  }
}

/**
 * The `attendance-alert` job: tells the guardian once. An alert closed before the job ran (the
 * coach corrected the roll) sends nothing.
 */
export async function sendAttendanceAlert(db: Db, mailer: Mailer, alertId: number) {
  const [alert] = await db
    .select({
      emailEnviadoEm: attendanceAlerts.emailEnviadoEm,
      encerradoEm: attendanceAlerts.encerradoEm,
      faltasSeguidas: attendanceAlerts.faltasSeguidas,
      ultimaFalta: attendanceAlerts.ultimaFalta,
      athlete: athletes.nomeCompleto,
      responsavel: athletes.responsavelNome,
      email: guardianEmail,
      team: teams.nome,
    })
    .from(attendanceAlerts)
    .innerJoin(athletes, eq(athletes.id, attendanceAlerts.athleteId))
    .innerJoin(teams, eq(teams.id, attendanceAlerts.teamId))
    .where(eq(attendanceAlerts.id, alertId));
  if (!alert || alert.emailEnviadoEm || alert.encerradoEm || !alert.email) return;
  await mailer.send({
    to: alert.email,
    subject: `${alert.athlete} faltou aos últimos ${alert.faltasSeguidas} treinos`,
    text: [
      `Olá, ${alert.responsavel}.`,
      '',
      `${alert.athlete} não compareceu aos últimos ${alert.faltasSeguidas} treinos da turma ${alert.team} (o último em ${dateBR(alert.ultimaFalta)}), sem aviso de falta.`,
      '',
      'Está tudo bem? Se houver algum motivo, fale com o professor ou com a secretaria da escola. Para avisar uma falta com antecedência, use o portal da família.',
      '',
    ].join('\n'),
  });
  await db.update(attendanceAlerts).set({ emailEnviadoEm: sql`now()` }).where(eq(attendanceAlerts.id, alertId));
}

/** "Risco de evasão": every open run, the longest first. */
export async function dropoutRisk(db: Executor): Promise<{ items: DropoutRisk[]; total: number }> {
  const rows = await db
    .select({
      alertId: attendanceAlerts.id,
      athleteId: athletes.id,
      nomeCompleto: athletes.nomeCompleto,
      teamId: teams.id,
      teamNome: teams.nome,
      faltasSeguidas: attendanceAlerts.faltasSeguidas,
      ultimaFalta: attendanceAlerts.ultimaFalta,
      emailEnviadoEm: attendanceAlerts.emailEnviadoEm,
      responsavelTelefone: athletes.responsavelTelefone,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(attendanceAlerts)
    .innerJoin(athletes, eq(athletes.id, attendanceAlerts.athleteId))
    .innerJoin(teams, eq(teams.id, attendanceAlerts.teamId))
    .where(and(isNull(attendanceAlerts.encerradoEm), eq(athletes.status, 'ATIVO')))
    .orderBy(desc(attendanceAlerts.faltasSeguidas), desc(attendanceAlerts.ultimaFalta), asc(ptBR(athletes.nomeCompleto)))
    .limit(DROPOUT_RISK_SHOWN);
  return { items: rows.map(({ total: _total, ...r }) => ({ ...r, emailEnviadoEm: r.emailEnviadoEm?.toISOString() ?? null })), total: rows[0]?.total ?? 0 };
}
