import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEFAULT_ABSENCE_ALERT, DROPOUT_RISK_SHOWN, sessionEnd, type AttendanceSettings, type DropoutRisk } from '@domain/attendance';
import { dateBR } from '@domain/format';
import type { SessionUser } from '@domain/auth';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { athletes, attendanceAlerts, attendanceMarks, attendanceSettings, teams, trainingSessions } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import type { Mailer } from '../../http/mailer';
import { enqueue } from '../../jobs/queue';
import { guardianEmail } from '../../db/guardian-sql';

export async function getAttendanceSettings(db: Executor): Promise<AttendanceSettings> {
  const [row] = await db.select({ faltasSeguidasAlerta: attendanceSettings.faltasSeguidasAlerta }).from(attendanceSettings);
  return row ?? { faltasSeguidasAlerta: DEFAULT_ABSENCE_ALERT };
}

async function writeAttendanceSettings(tx: Tx, user: SessionUser, settings: AttendanceSettings): Promise<AttendanceSettings> {
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
 * opens an alert and queues its one e-mail to the guardian, in the same transaction, for when the
 * session of its latest absence is over (`fim`: the team's end time, the same every day); a longer
 * run only updates it; a run that falls under the limit (a presence, or a falta corrected to
 * justificada) closes it. Corrections that bring a closed run back (Falta → Presente → Falta in the
 * same session) reopen its alert instead of opening a new one, so the guardian is told once per run
 * however often the roll is edited: the alert is the same run while its last absence is still in it.
 */
export async function updateAlerts(tx: Tx, teamId: number, athleteIds: readonly number[], fim: string | null, timeZone: string) {
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
  // Each athlete's latest alert in the team: the open one, if any, is always the latest.
  const alerts = await tx
    .selectDistinctOn([attendanceAlerts.athleteId], {
      id: attendanceAlerts.id,
      athleteId: attendanceAlerts.athleteId,
      ultimaFalta: attendanceAlerts.ultimaFalta,
      encerradoEm: attendanceAlerts.encerradoEm,
      emailEnviadoEm: attendanceAlerts.emailEnviadoEm,
    })
    .from(attendanceAlerts)
    .where(and(eq(attendanceAlerts.teamId, teamId), inArray(attendanceAlerts.athleteId, [...athleteIds])))
    .orderBy(attendanceAlerts.athleteId, desc(attendanceAlerts.id));
  const alertOf = new Map(alerts.map((a) => [a.athleteId, a]));
  const tellGuardian = (alertId: number, ultimaFalta: string) => enqueue(tx, 'attendance-alert', { alertId }, { startAfter: sessionEnd(ultimaFalta, fim, timeZone) });

  for (const athleteId of athleteIds) {
    const latest = marks.rows.filter((m) => m.athlete_id === athleteId);
    const firstNotAbsent = latest.findIndex((m) => m.status !== 'falta');
    const run = firstNotAbsent === -1 ? latest.length : firstNotAbsent;
    const alert = alertOf.get(athleteId);
    if (run >= limit) {
      const ultimaFalta = latest[0]!.data;
      const runStart = latest[run - 1]!.data;
      if (alert && (!alert.encerradoEm || alert.ultimaFalta >= runStart)) {
        await tx.update(attendanceAlerts).set({ faltasSeguidas: run, ultimaFalta, encerradoEm: null }).where(eq(attendanceAlerts.id, alert.id));
        // Closed before its e-mail left, the job found nothing to send: the reopened run is told now.
        if (alert.encerradoEm && !alert.emailEnviadoEm) await tellGuardian(alert.id, ultimaFalta);
      } else {
        const [created] = await tx.insert(attendanceAlerts).values({ athleteId, teamId, faltasSeguidas: run, ultimaFalta }).returning({ id: attendanceAlerts.id });
        await tellGuardian(created!.id, ultimaFalta);
      }
    } else if (alert && !alert.encerradoEm) {
      await tx.update(attendanceAlerts).set({ encerradoEm: sql`now()` }).where(eq(attendanceAlerts.id, alert.id));
    }
  }
}

/**
 * The `attendance-alert` job: tells the guardian once. An alert closed before the job ran (the
 * coach corrected the roll) sends nothing. The alert's row stays locked while the e-mail is sent,
 * so a second job for the same run (queued when it was reopened) waits, then finds it sent.
 */
export async function sendAttendanceAlert(db: Db, mailer: Mailer, alertId: number) {
  await db.transaction(async (tx) => {
    const [alert] = await tx
      .select({
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
      .where(and(eq(attendanceAlerts.id, alertId), isNull(attendanceAlerts.emailEnviadoEm), isNull(attendanceAlerts.encerradoEm)))
      .for('update', { of: attendanceAlerts });
    if (!alert?.email) return;
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
    await tx.update(attendanceAlerts).set({ emailEnviadoEm: sql`now()` }).where(eq(attendanceAlerts.id, alertId));
  });
}

/**
 * "Risco de evasão": the most urgent open runs of active athletes (the longest, then the latest)
 * and how many are open. A network has thousands open at once; each one's athlete is checked by
 * its primary key in a scalar subquery, which PostgreSQL does not turn into a join, so the planner
 * cannot choose to read every athlete of the network to filter the active ones (100,000 athletes:
 * 55–75 ms → 18 ms). The 20 are cut by run and date, ties kept, before the names are read.
 */
export async function dropoutRisk(db: Executor): Promise<{ items: DropoutRisk[]; total: number }> {
  const a = attendanceAlerts;
  const { rows } = await db.execute<Omit<DropoutRisk, 'emailEnviadoEm'> & { emailEnviadoEm: string | null; total: number }>(sql`
    with open as (
      select ${a.id} as id, ${a.athleteId} as athlete_id, ${a.teamId} as team_id, ${a.faltasSeguidas} as faltas_seguidas,
             ${a.ultimaFalta} as ultima_falta, ${a.emailEnviadoEm} as email_enviado_em
        from ${a}
       where ${a.encerradoEm} is null
         and (select ${athletes.status} from ${athletes} where ${athletes.id} = ${a.athleteId}) = 'ATIVO'
    ), top as (
      select * from open order by faltas_seguidas desc, ultima_falta desc fetch first ${DROPOUT_RISK_SHOWN} rows with ties
    )
    select top.id as "alertId", ${athletes.id} as "athleteId", ${athletes.nomeCompleto} as "nomeCompleto", ${teams.id} as "teamId",
           ${teams.nome} as "teamNome", top.faltas_seguidas as "faltasSeguidas", top.ultima_falta::text as "ultimaFalta",
           top.email_enviado_em as "emailEnviadoEm", ${athletes.responsavelTelefone} as "responsavelTelefone",
           (select count(*) from open)::int as total
      from top
      join ${athletes} on ${athletes.id} = top.athlete_id
      join ${teams} on ${teams.id} = top.team_id
     order by top.faltas_seguidas desc, top.ultima_falta desc, ${ptBR(athletes.nomeCompleto)}
     limit ${DROPOUT_RISK_SHOWN}`);
  // The driver hands timestamps over as PostgreSQL writes them ("2026-03-02 10:00:00.123+00"), as Drizzle's columns read them.
  const items = rows.map(({ total: _total, ...r }) => ({ ...r, emailEnviadoEm: r.emailEnviadoEm === null ? null : new Date(r.emailEnviadoEm).toISOString() }));
  return { items, total: rows[0]?.total ?? 0 };
}

export const saveAttendanceSettings = (db: Db, actor: Actor, user: SessionUser, settings: AttendanceSettings) =>
  db.transaction(async (tx) => {
    const saved = await writeAttendanceSettings(tx, user, settings);
    await audit(tx, actor, { action: 'update', entity: 'attendance_settings', entityId: 1, changes: saved });
    return saved;
  });
