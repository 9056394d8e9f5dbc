import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Executor } from '../db/client';
import type { Mail, Mailer } from '../http/mailer';
import type { QuickRegisterTaken } from '../modules/athletes/quick-register-notice';
import type { PublishedNews } from '../modules/news/news-notifications';

/**
 * Every background job and what it carries (design.md: "mail: always sent by a background job,
 * never inside a request"). A request only queues; the work, and its time, happen in workers.ts.
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
  /** A reminder day of an open instalment came (the régua de cobrança): its guardian gets the e-mail. */
  'payment-reminder': { dunningEventId: number };
  /** An athlete reached the school's limit of unjustified absences in a row: the guardian is told, once. */
  'attendance-alert': { alertId: number };
  /** The day's scheduled backup was claimed (backup_runs): a worker writes it, to BACKUP_DIR and S3. */
  backup: { runId: number };
}
export type JobName = keyof JobData;

/** pg-boss's statements, run through a Drizzle executor: the caller's transaction, or the pool. */
export function throughDrizzle(db: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      // pg-boss writes $1, $2, ...: each becomes a bound parameter again, in place.
      const chunks = text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1] ?? null) : sql.raw(part)));
      return { rows: (await db.execute(sql.join(chunks))).rows };
    },
  };
}

// Queuing is one INSERT through the caller's executor, so this instance is never started and owns
// no connection: a job queued inside a transaction exists only if that transaction commits.
const sender = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('A fila de tarefas só envia pela conexão de quem chama.')) },
  migrate: false,
  supervise: false,
  schedule: false,
});

/** Queues a job on `db`, which may be an open transaction; with `startAfter`, no worker takes it before then. */
export async function enqueue<N extends JobName>(db: Executor, name: N, data: JobData[N], { startAfter }: { startAfter?: Date } = {}): Promise<void> {
  const id = await sender.send(name, data, { db: throughDrizzle(db), ...(startAfter && { startAfter }) });
  // pg-boss drops a job for a queue it does not know without a word: here that is a bug, not a choice.
  if (!id) throw new Error(`Fila de tarefas "${name}" não instalada`);
}

/**
 * Queues one job per item in a single INSERT: a fan-out (a news item to every family, a day's
 * reminders) is one statement per batch instead of one per recipient.
 */
export async function enqueueMany<N extends JobName>(db: Executor, name: N, items: JobData[N][]): Promise<void> {
  if (!items.length) return;
  // pg-boss inserts a batch without answering its ids and drops jobs of an unknown queue: the queue is checked first.
  const { rows } = await db.execute(sql`select 1 from pgboss.queue where name = ${name}`);
  if (!rows.length) throw new Error(`Fila de tarefas "${name}" não instalada`);
  await sender.insert(
    items.map((data) => ({ name, data: data as object })),
    { db: throughDrizzle(db) },
  );
}

/** The Mailer every request uses: each message is queued, and a worker delivers it with retries. */
export const queueMailer = (db: Executor): Mailer => ({ send: (mail) => enqueue(db, 'mail', mail) });
