import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../http/mailer';
import { movePgBoss10Jobs, setAsidePgBoss10 } from './pgboss-v10';
import { createBoss, JOB_NAMES, jobQueueOf, useJobQueue, type JobData, type JobName } from './queue';

export interface JobContext {
  db: Db;
  /** The mailer that delivers: SMTP, or the outbox folder (never the queue itself). */
  mailer: Mailer;
  config: Config;
  log: (message: string) => void;
}

/**
 * What each job does: one entry per job in JobData, so none is queued without a worker. The
 * handlers are the modules' work, so the record is made above both (src/server/job-handlers.ts) and
 * handed to startJobWorkers and runQueuedJobs: jobs/ imports no module.
 */
export type JobHandlers = { [N in JobName]: (data: JobData[N], context: JobContext) => Promise<void> };

/** Where a job goes after its last try failed: kept a week for whoever investigates; no worker takes it. */
const DEAD_LETTER = 'dead-letter';

/**
 * A failed job is tried again 8 times, after about 15 s, 30 s, 1 min, ... doubling (with jitter):
 * one to two hours in all, longer than most mail server outages. A run taking over 5 min is failed
 * and retried (a hung SMTP connection). A finished job holds e-mail addresses and invitation links:
 * it is deleted an hour after it ran (pg-boss's default keeps it a week); one that failed its last
 * try is copied to DEAD_LETTER first.
 */
const QUEUE_OPTIONS = { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 300, deleteAfterSeconds: 3600, deadLetter: DEAD_LETTER };
/** A backup of a large school takes longer than 5 min; a failed one is tried twice more, 10 and 20 min later. */
const QUEUE_OPTIONS_OF: Partial<Record<JobName, Partial<typeof QUEUE_OPTIONS>>> = {
  backup: { retryLimit: 2, retryDelay: 600, expireInSeconds: 3 * 3600 },
  // The next minute's run is the retry: a bank that failed is written on its connection, not retried here.
  'bank-sync': { retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 600 },
};

/** createQueue leaves a queue that exists as it was: updateQueue then brings it to these options. */
async function ensureQueue(queue: PgBoss, name: string, options: { retentionSeconds?: number } & Partial<typeof QUEUE_OPTIONS>) {
  await queue.createQueue(name, options);
  await queue.updateQueue(name, options);
}

/**
 * Creates or upgrades pg-boss's schema (a pg-boss 10 one included: pgboss-v10.ts) and our queues on
 * `queue`, which is started here.
 */
async function install(db: Db, queue: PgBoss, log: (message: string) => void) {
  await setAsidePgBoss10(db);
  // Instances starting together are safe: pg-boss takes a lock to install or migrate its schema.
  await queue.start();
  await ensureQueue(queue, DEAD_LETTER, { retentionSeconds: 7 * 86_400 });
  for (const name of JOB_NAMES) await ensureQueue(queue, name, { ...QUEUE_OPTIONS, ...QUEUE_OPTIONS_OF[name] });
  const moved = await movePgBoss10Jobs(db, queue, JOB_NAMES);
  if (moved) log(`Fila de tarefas passada ao pg-boss 12: ${moved.moved} tarefas pendentes mantidas, ${moved.dropped} descartadas.`);
}

/** Creates or upgrades pg-boss's schema and our queues, without running anything (the tests' template database). */
export async function installJobQueue(db: Db, log: (message: string) => void = () => {}) {
  const installer = createBoss(db, log);
  try {
    await install(db, installer, log);
  } finally {
    await installer.stop({ graceful: false });
  }
}

/**
 * Runs the jobs in this process until `stop()`, and queues this process's jobs (queue.ts). Every app
 * instance runs its workers: pg-boss hands each job to one of them (SELECT ... FOR UPDATE SKIP
 * LOCKED), and only one instance at a time does the upkeep (expiring hung jobs, deleting finished
 * ones).
 */
export async function startJobWorkers(context: JobContext, handlers: JobHandlers) {
  // Deletion runs every 5 min (pg-boss's default is once a day), so a finished job lasts about an hour.
  const workers = createBoss(context.db, context.log, { supervise: true, maintenanceIntervalSeconds: 300 });
  await install(context.db, workers, context.log).catch(async (error) => {
    await workers.stop({ graceful: false });
    throw error;
  });
  const forget = useJobQueue(context.db, workers);
  for (const name of JOB_NAMES) {
    await workers.work(
      name,
      { batchSize: 10, pollingIntervalSeconds: 1, includeMetadata: true, perJobResults: true },
      (jobs: JobWithMetadata<JobData[typeof name]>[]) => run(name, jobs, handlers, context),
    );
  }
  return {
    async stop() {
      forget();
      await workers.stop({ timeout: 10_000 });
    },
  };
}

/**
 * Runs every job that is due, now, in this process, until none is left (jobs a job queues
 * included); `retriesDue` also runs the retries still waiting for their time. What the workers
 * do, made synchronous for tests: through the pg-boss this process opened on `context.db`, or one
 * started for the call.
 */
export async function runQueuedJobs(context: JobContext, handlers: JobHandlers, { retriesDue = false } = {}) {
  const opened = jobQueueOf(context.db);
  const runner = opened ?? createBoss(context.db, context.log, { migrate: false });
  if (!opened) await runner.start();
  try {
    for (let round = 0; ; round++) {
      let ran = 0;
      for (const name of JOB_NAMES) {
        // Only the first round brings retries forward: a job failing again waits for its next time.
        const jobs = await runner.fetch<JobData[typeof name]>(name, {
          batchSize: 100,
          includeMetadata: true,
          ignoreStartAfter: retriesDue && round === 0,
        });
        if (!jobs.length) continue;
        ran += jobs.length;
        const results = new Map((await run(name, jobs, handlers, context)).map((result) => [result.id, result]));
        const completed = jobs.filter((job) => results.get(job.id)?.status === 'completed');
        if (completed.length) await runner.complete(name, completed);
        for (const job of jobs) {
          const result = results.get(job.id);
          if (result?.status === 'failed') await runner.fail(name, job, result.output);
        }
      }
      if (!ran) return;
    }
  } finally {
    if (!opened) await runner.stop({ graceful: false });
  }
}

/**
 * One batch, one job at a time, oldest first: a job that throws is failed alone (retried later,
 * or sent to DEAD_LETTER after its last try) and the others are completed. pg-boss settles each
 * job as the result says (perJobResults).
 */
async function run<N extends JobName>(name: N, jobs: JobWithMetadata<JobData[N]>[], handlers: JobHandlers, context: JobContext): Promise<JobResult[]> {
  const handle = handlers[name] as (data: JobData[N], context: JobContext) => Promise<void>;
  const oldestFirst = [...jobs].sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime());
  const results: JobResult[] = [];
  for (const job of oldestFirst) {
    try {
      await handle(job.data, context);
      results.push({ id: job.id, status: 'completed' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      context.log(`Tarefa ${name} falhou; será tentada de novo: ${message}`);
      results.push({ id: job.id, status: 'failed', output: { message } });
    }
  }
  return results;
}
