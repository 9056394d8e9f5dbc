import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays, todayIn } from '@domain/dates';
import { planRenewal, RENEWAL_WINDOW_DAYS } from '@domain/instalments';
import type { Db, Tx } from '../../db/client';
import { auditLog, enrollments, instalments } from '../../db/schema/index';
import { runPeriodically } from '../../jobs/periodic';

/**
 * docs/architecture.md "Instalments": an active enrolment whose last instalment is due within 30
 * days gets its next term. Runs at start-up and daily (scheduleRenewal, from main.ts), and for one
 * enrolment when it is created or reactivated.
 */

/** Arbitrary constant shared by every Plantel instance, unlike the other advisory-lock keys (724_001–724_003). */
export const RENEWAL_LOCK_KEY = 724_004;
/** Enrolments planned per query, and instalments per insert (well under PostgreSQL's 65,535 parameters). */
const ENROLLMENTS_PER_BATCH = 500;
const ROWS_PER_INSERT = 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RenewalScope {
  /** Only this enrolment (the one just created or reactivated). */
  enrollmentId?: number;
  /**
   * Instalments due before this date are stored cancelled: a reactivated enrolment is not charged
   * for the months it was inactive, yet keeps its numbering.
   */
  chargeFrom?: string;
}

/**
 * Stores, in the caller's transaction, every instalment the active enrolments are owed up to
 * today + RENEWAL_WINDOW_DAYS, a batch of enrolments at a time until none is due; returns how many
 * it created. The enrolments are locked while planned, so an edit of the fee waits and the new
 * instalments carry the fee that is current when they are stored. The unique
 * (enrollment_id, numero_mensalidade) index makes a second run a no-op. Answers how many
 * instalments each enrolment got.
 */
export async function renewDue(tx: Tx, today: string, scope: RenewalScope = {}): Promise<Map<number, number>> {
  const horizon = addDays(today, RENEWAL_WINDOW_DAYS);
  const ofEnrollment = sql`${instalments.enrollmentId} = ${enrollments.id}`;
  const created = new Map<number, number>();
  for (;;) {
    const due = await tx
      .select({
        id: enrollments.id,
        tipoPlano: enrollments.tipoPlano,
        dataVencimento: enrollments.dataVencimento,
        valorMensalidade: enrollments.valorMensalidade,
        desconto: enrollments.desconto,
        lastNumber: sql<number | null>`(select max(${instalments.numeroMensalidade}) from ${instalments} where ${ofEnrollment})`,
        lastDue: sql<string | null>`(select ${instalments.dataVencimento} from ${instalments} where ${ofEnrollment}
          order by ${instalments.numeroMensalidade} desc limit 1)`,
      })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.status, 'ativa'),
          scope.enrollmentId === undefined ? undefined : eq(enrollments.id, scope.enrollmentId),
          sql`not exists (select 1 from ${instalments} where ${ofEnrollment} and ${instalments.dataVencimento} > ${horizon})`,
        ),
      )
      .orderBy(asc(enrollments.id))
      .limit(ENROLLMENTS_PER_BATCH)
      .for('no key update');
    if (!due.length) return created;

    const rows = due.flatMap(({ id, lastNumber, lastDue, ...terms }) =>
      planRenewal({
        ...terms,
        last: lastNumber === null || lastDue === null ? null : { numeroMensalidade: lastNumber, dataVencimento: lastDue },
        horizon,
      }).map((planned) => ({
        enrollmentId: id,
        ...planned,
        status: scope.chargeFrom && planned.dataVencimento < scope.chargeFrom ? ('cancelado' as const) : ('pendente' as const),
      })),
    );
    let inserted = 0;
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
      const stored = await tx
        .insert(instalments)
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .onConflictDoNothing()
        .returning({ enrollmentId: instalments.enrollmentId });
      for (const { enrollmentId } of stored) created.set(enrollmentId, (created.get(enrollmentId) ?? 0) + 1);
      inserted += stored.length;
    }
    // Every due enrolment got instalments past the horizon, so the next query finds the rest. Should
    // a batch store nothing (only possible if someone else numbered them meanwhile), stop rather
    // than ask for the same enrolments again.
    if (inserted === 0) return created;
  }
}

export interface RenewalRun {
  /** False when another instance held the lock: that one is renewing. */
  ran: boolean;
  created: number;
}

/**
 * The school-wide renewal, in one transaction under a transaction-level advisory lock: a second
 * instance (or a second call) that finds the lock taken skips instead of waiting. Each renewed
 * enrolment gets an audit row with no user: the system charged it, nobody signed in did.
 */
export function renewEnrollments(db: Db, today: string): Promise<RenewalRun> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${RENEWAL_LOCK_KEY}) as locked`);
    if (!rows[0]?.locked) return { ran: false, created: 0 };
    const renewed = [...(await renewDue(tx, today))].map(([enrollmentId, parcelasCriadas]) => ({
      userId: null,
      action: 'renew',
      entity: 'enrollments',
      entityId: enrollmentId,
      changes: { parcelasCriadas },
    }));
    for (let i = 0; i < renewed.length; i += ROWS_PER_INSERT) await tx.insert(auditLog).values(renewed.slice(i, i + ROWS_PER_INSERT));
    return { ran: true, created: renewed.reduce((sum, row) => sum + row.changes.parcelasCriadas, 0) };
  });
}

/**
 * Renews now and then every 24 hours, with "today" taken in the school's time zone on each run.
 */
export function scheduleRenewal({
  db,
  timeZone,
  log,
  intervalMs = DAY_MS,
}: {
  db: Db;
  timeZone: string;
  log: (message: string) => void;
  intervalMs?: number;
}) {
  return runPeriodically(intervalMs, async () => {
    try {
      const { ran, created } = await renewEnrollments(db, todayIn(timeZone));
      if (ran && created > 0) log(`Renovação de matrículas: ${created} ${created === 1 ? 'parcela criada' : 'parcelas criadas'}.`);
    } catch (error) {
      log(`Falha na renovação de matrículas: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
