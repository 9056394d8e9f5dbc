import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../http/mailer';
import { warnOfTakenQuickRegister } from '../modules/athletes/quick-register-notice';
import { explainRefusedSignIn, warnOfTakenSignUp } from '../modules/auth/account-notices';
import { requestPasswordReset } from '../modules/auth/auth.service';
import { sendAttendanceAlert } from '../modules/attendance/alerts.service';
import { sendReminder } from '../modules/dunning/dunning.service';
import { runScheduledBackup } from '../modules/backups/backup-run';
import { announceNews } from '../modules/news/news-notifications';
import type { JobData, JobName } from './queue';

export interface JobContext {
  db: Db;
  /** The mailer that delivers: SMTP, or the outbox folder (never the queue itself). */
  mailer: Mailer;
  config: Config;
  log: (message: string) => void;
}

type Handlers = { [N in JobName]: (data: JobData[N], context: JobContext) => Promise<void> };

/** What each job does: one entry per job in JobData, so none is queued without a worker. */
const handlers: Handlers = {
  mail: (mail, { mailer }) => mailer.send(mail),
  'password-reset': (request, { db, mailer, config }) => requestPasswordReset(db, mailer, config.publicUrl, request),
  'sign-up-taken': (attempt, { db, mailer, config }) => warnOfTakenSignUp(db, mailer, config.publicUrl, attempt),
  'inactive-sign-in': ({ userId }, { db, mailer, config }) => explainRefusedSignIn(db, mailer, config.publicUrl, userId),
  'quick-register-taken': (submitted, { db, mailer, config }) => warnOfTakenQuickRegister(db, mailer, config.publicUrl, submitted),
  'news-published': (item, { db, config }) => announceNews(db, config.publicUrl, item),
  'payment-reminder': ({ dunningEventId }, { db, mailer, config }) => sendReminder(db, mailer, config.publicUrl, dunningEventId),
  'attendance-alert': ({ alertId }, { db, mailer }) => sendAttendanceAlert(db, mailer, alertId),
  backup: ({ runId }, { db, config }) => runScheduledBackup(db, config, runId),
};
const jobNames = Object.keys(handlers) as JobName[];

/**
 * A failed job is tried again 8 times, after about 15 s, 30 s, 1 min, ... doubling (with jitter):
 * one to two hours in all, longer than most mail server outages. A run taking over 5 min is failed
 * and retried (a hung SMTP connection).
 */
const QUEUE_OPTIONS = { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 300 };
/** A backup of a large school takes longer than 5 min; a failed one is tried twice more, 10 and 20 min later. */
const QUEUE_OPTIONS_OF: Partial<Record<JobName, Partial<typeof QUEUE_OPTIONS>>> = {
  backup: { retryLimit: 2, retryDelay: 600, expireInSeconds: 3 * 3600 },
};

/** pg-boss on the app's own pool (no second pool to size), its cron scheduler unused. */
function boss(db: Db, options: PgBoss.ConstructorOptions = {}) {
  const pool = db.$client;
  return new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, supervise: false, schedule: false, ...options });
}

async function createQueues(queue: PgBoss) {
  for (const name of jobNames) await queue.createQueue(name, { name, ...QUEUE_OPTIONS, ...QUEUE_OPTIONS_OF[name] });
}

/** Creates or upgrades pg-boss's schema and our queues, without running anything (the tests' template database). */
export async function installJobQueue(db: Db) {
  const installer = boss(db);
  await installer.start();
  await createQueues(installer);
  await installer.stop({ graceful: false });
}

/**
 * Runs the jobs in this process until `stop()`. Every app instance runs its workers: pg-boss hands
 * each job to one of them (SELECT ... FOR UPDATE SKIP LOCKED), and only one instance at a time does
 * the upkeep (expiring hung jobs, archiving and deleting finished ones).
 */
export async function startJobWorkers(context: JobContext) {
  const workers = boss(context.db, {
    supervise: true,
    // Finished jobs hold e-mail addresses and invitation links: gone about an hour after they ran,
    // not pg-boss's 12 hours plus 7 days; failed ones stay a week for whoever investigates.
    archiveCompletedAfterSeconds: 300,
    archiveFailedAfterSeconds: 7 * 86_400,
    deleteAfterHours: 1,
  });
  workers.on('error', (error) => context.log(`Fila de tarefas: ${error.message}`));
  // Creates or upgrades pg-boss's schema; instances starting together are safe (pg-boss locks).
  await workers.start();
  await createQueues(workers);
  for (const name of jobNames) {
    await workers.work<JobData[typeof name]>(name, { batchSize: 10, pollingIntervalSeconds: 1, includeMetadata: true }, (jobs) =>
      run(workers, name, jobs, context),
    );
  }
  return { stop: () => workers.stop({ timeout: 10_000 }) };
}

/**
 * Runs every job that is due, now, in this process, until none is left (jobs a job queues
 * included); `retriesDue` also runs the retries still waiting for their time. What the workers
 * do, made synchronous for tests.
 */
export async function runQueuedJobs(context: JobContext, { retriesDue = false } = {}) {
  const runner = boss(context.db);
  for (let round = 0; ; round++) {
    let ran = 0;
    for (const name of jobNames) {
      // Only the first round brings retries forward: a job failing again waits for its next time.
      const jobs = await runner.fetch<JobData[typeof name]>(name, {
        batchSize: 100,
        includeMetadata: true,
        ignoreStartAfter: retriesDue && round === 0,
      });
      if (!jobs.length) continue;
      ran += jobs.length;
      await run(runner, name, jobs, context);
      await runner.complete(name, jobs.map((job) => job.id));
    }
    if (!ran) return;
  }
}

/**
 * One batch, one job at a time, oldest first (pg-boss returns a batch in no particular order): a
 * job that throws is failed alone (retried later) and the rest of the batch is completed by
 * pg-boss as usual (it completes only the jobs still active).
 */
async function run<N extends JobName>(queue: PgBoss, name: N, jobs: PgBoss.JobWithMetadata<JobData[N]>[], context: JobContext) {
  const handle = handlers[name] as (data: JobData[N], context: JobContext) => Promise<void>;
  const oldestFirst = [...jobs].sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
  for (const job of oldestFirst) {
    try {
      await handle(job.data, context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      context.log(`Tarefa ${name} falhou; será tentada de novo: ${message}`);
      await queue.fail(name, job.id, { message });
    }
  }
}
