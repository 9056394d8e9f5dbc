import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { AthleteRegistration } from '@domain/athletes';
import type { Db, Executor } from '../db/client';
import type { Mail, Mailer } from '../http/mailer';

/** What the administradores are shown of a quick registration for an athlete already registered (no photo, no health data). */
export type QuickRegisterTaken = Pick<
  AthleteRegistration,
  'cpf' | 'nomeCompleto' | 'dataNascimento' | 'responsavelNome' | 'responsavelParentesco' | 'responsavelTelefone'
>;

/** A news item that became visible with notificarUsuarios. */
export interface PublishedNews {
  id: number;
  titulo: string;
  subtitulo: string | null;
}

/**
 * Every background job and what it carries (docs/architecture.md "Background jobs and mail": mail
 * is always sent by a background job, never inside a request). A request only queues; the work, and
 * its time, happen in workers.ts, with the handlers that src/server/job-handlers.ts gives it (jobs/
 * imports no module: the modules queue through it).
 */
export interface JobData {
  /** One message to deliver: the app's Mailer queues each message as one of these. */
  mail: Mail;
  /** Someone asked to reset the password of this e-mail: the worker looks it up, makes the token and mails the link. */
  'password-reset': { email: string; ip: string | null; userAgent: string | null };
  /** A public sign-up met an account with this e-mail or CPF: its holder is told. */
  'sign-up-taken': { email: string; cpf: string };
  /** An inactive account signed in with the right password, and was refused like a wrong one: its holder is told why. */
  'inactive-sign-in': { userId: number };
  /** The quick registration was sent for an athlete whose CPF is already registered: the administradores are told. */
  'quick-register-taken': QuickRegisterTaken;
  /** A news item became visible with notificarUsuarios: every active user gets its e-mail. */
  'news-published': PublishedNews;
  /** An instalment was paid (any way): the family gets "Pagamento confirmado" with this receipt. */
  'payment-confirmed': { receiptId: number };
  /** A reminder day of an open instalment came (the régua de cobrança): its guardian gets the e-mail. */
  'payment-reminder': { dunningEventId: number };
  /** An athlete reached the school's limit of unjustified absences in a row: the guardian is told, once. */
  'attendance-alert': { alertId: number };
  /** The day's scheduled backup was claimed (backup_runs): a worker writes it, to BACKUP_DIR and S3. */
  backup: { runId: number };
  /** Each minute, once across instances: the schools' banks' charges kept in step and their Pix received settled. */
  'bank-sync': Record<string, never>;
}
export type JobName = keyof JobData;

/** Every queue, in the order the workers poll them: the record names each job of JobData once, no more, no less. */
export const JOB_NAMES = Object.keys({
  mail: true,
  'password-reset': true,
  'sign-up-taken': true,
  'inactive-sign-in': true,
  'quick-register-taken': true,
  'news-published': true,
  'payment-confirmed': true,
  'payment-reminder': true,
  'attendance-alert': true,
  backup: true,
  'bank-sync': true,
} satisfies Record<JobName, true>) as JobName[];

/**
 * pg-boss on the app's own pool (no second pool to size): its cron scheduler and its registry of
 * instances unused, its upkeep off unless asked for (the workers ask). Its errors and warnings
 * (a failed upkeep pass, a queue backlog) go to `log`.
 */
export function createBoss(db: Db, log: (message: string) => void, options: ConstructorOptions = {}) {
  const pool = db.$client;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    supervise: false,
    schedule: false,
    registerInstance: false,
    ...options,
  });
  boss.on('error', (error) => log(`Fila de tarefas: ${error.message}`));
  boss.on('warning', (warning) => log(`Fila de tarefas: ${warning.message}`));
  return boss;
}

/**
 * The pg-boss instances started in this process, by the app database they run on. pg-boss 12 sends
 * only through a started instance: it looks the queue up (its table, its policy) through the
 * instance's own connection, then inserts through the caller's executor. Every database of the app
 * has the same queues (installJobQueue), so any started instance can send; the latest is used.
 */
const started = new Map<Db, PgBoss>();

/** Sends this process's jobs through `boss` (started on `db`) until the returned function is called. */
export function useJobQueue(db: Db, boss: PgBoss) {
  started.set(db, boss);
  return () => {
    if (started.get(db) === boss) started.delete(db);
  };
}

/** The started pg-boss of `db`, if this process opened one (the workers, or openJobQueue). */
export const jobQueueOf = (db: Db): PgBoss | undefined => started.get(db);

/**
 * A started pg-boss on `db` that runs no worker and does no upkeep, to queue through (and, in the
 * tests, to run the queued jobs with runQueuedJobs). The server's workers serve for it instead.
 */
export async function openJobQueue(db: Db, log: (message: string) => void = () => {}) {
  const boss = createBoss(db, log, { migrate: false });
  await boss.start().catch(async (error) => {
    await boss.stop({ graceful: false });
    throw error;
  });
  const forget = useJobQueue(db, boss);
  return {
    boss,
    async close() {
      forget();
      await boss.stop({ graceful: false });
    },
  };
}

function sender(): PgBoss {
  const boss = [...started.values()].at(-1);
  if (!boss) throw new Error('Fila de tarefas não aberta neste processo (startJobWorkers ou openJobQueue).');
  return boss;
}

/**
 * pg-boss's statements through a Drizzle executor (pg-boss's own adapter): the caller's transaction,
 * or the pool. Queuing is one INSERT through it, so a job queued inside a transaction exists only if
 * that transaction commits.
 */
export const through = (db: Executor) => fromDrizzle(db, sql);

/**
 * Queues a job on `db`, which may be an open transaction; with `startAfter`, no worker takes it
 * before then. A queue pg-boss does not know is an error (pg-boss throws), never a silent drop.
 */
export async function enqueue<N extends JobName>(
  db: Executor,
  name: N,
  data: JobData[N],
  { startAfter, oncePer }: { startAfter?: Date; /** At most one such job per this many seconds, however many instances queue it. */ oncePer?: number } = {},
): Promise<void> {
  await sender().send(name, data, {
    db: through(db),
    ...(startAfter && { startAfter }),
    ...(oncePer && { singletonKey: name, singletonSeconds: oncePer }),
  });
}

/**
 * Queues one job per item in a single INSERT: a fan-out (a news item to every family, a day's
 * reminders) is one statement per batch instead of one per recipient.
 */
export async function enqueueMany<N extends JobName>(db: Executor, name: N, items: JobData[N][]): Promise<void> {
  if (!items.length) return;
  await sender().insert(
    name,
    items.map((data) => ({ data: data as object })),
    { db: through(db) },
  );
}

/** The Mailer every request uses: each message is queued, and a worker delivers it with retries. */
export const queueMailer = (db: Executor): Mailer => ({ send: (mail) => enqueue(db, 'mail', mail) });
