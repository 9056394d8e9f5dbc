import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createMailer } from './http/mailer';
import { jobHandlers } from './job-handlers';
import { queueMailer } from './jobs/queue';
import { startJobWorkers } from './jobs/workers';
import { scheduleBackups } from './modules/backups/backup-schedule';
import { scheduleBankSync } from './modules/bank/bank-sync';
import { scheduleReminders } from './modules/dunning/reminder-schedule';
import { scheduleRenewal } from './modules/enrollments/renewal';
import { scheduleNewsNotifications } from './modules/news/news-notification-schedule';
import { WEB_DIR } from './web-build';

/**
 * Starts Plantel: database (embedded or DATABASE_URL), migrations, job workers (mail), HTTP server,
 * daily enrolment renewal, the news publication check, the payment reminders, the daily backup,
 * graceful shutdown.
 */
export async function main() {
  const config = loadConfig();
  const log = (message: string) => console.log(`[plantel] ${message}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, databaseDirectUrl: config.databaseDirectUrl, dataDir: config.dataDir, log });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  // Requests only queue mail and jobs; these workers deliver through `mailer` (SMTP or the outbox).
  const jobs = await startJobWorkers({ db: database.db, mailer, config, log }, jobHandlers).catch(async (error) => {
    await database.close();
    throw error;
  });
  const webDir = fs.existsSync(path.join(WEB_DIR, 'index.html')) ? WEB_DIR : null;
  if (!webDir) log('Aplicação web não compilada (dist/web): servindo apenas a API.');
  const app = await buildApp({ db: database.db, config, mailer: queueMailer(database.db), webDir }).catch(async (error) => {
    await jobs.stop();
    await database.close();
    throw error;
  });

  const renewal = scheduleRenewal({ db: database.db, timeZone: config.timeZone, log });
  const newsNotices = scheduleNewsNotifications({ db: database.db, log: app.log });
  const reminders = scheduleReminders({
    db: database.db,
    timeZone: config.timeZone,
    firstHour: config.reminderHour,
    sweepSeconds: config.reminderSweepSeconds,
    log: app.log,
  });
  const backups = config.backupHour === null ? null : scheduleBackups({ db: database.db, timeZone: config.timeZone, hour: config.backupHour, log });
  const bankSync = scheduleBankSync({ db: database.db, log, everySeconds: config.bankSyncSeconds });
  /** What runs beside the HTTP server, stopped in the order that lets each finish with the database. */
  const stopBackground = async () => {
    await renewal.stop();
    await newsNotices.stop();
    await reminders.stop();
    await backups?.stop();
    await bankSync.stop();
    await jobs.stop().catch((error) => console.error(error));
    await database.close().catch((error) => console.error(error));
  };
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} recebido: encerrando...`);
    await app.close().catch(() => {});
    await stopBackground();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `npm start` and that npm was killed (SIGKILL leaves us orphaned): stop cleanly
  // rather than keep the port and the data folder from the next start.
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void shutdown('Processo pai encerrado');
    }, 1000).unref();
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await stopBackground();
    throw error;
  }
  log(`Plantel em http://localhost:${config.port}`);
  return app;
}

/** How a failed start ends the process: one line in Portuguese, exit code 1 (a supervisor restarts it). */
export function exitOnStartFailure(error: unknown): never {
  console.error(`[plantel] Falha ao iniciar: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
