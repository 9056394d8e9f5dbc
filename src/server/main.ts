import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createMailer } from './http/mailer';
import { scheduleRenewal } from './modules/enrollments/renewal';
import { WEB_DIR } from './web-build';


/** Starts Plantel: database (embedded or DATABASE_URL), migrations, HTTP server, daily enrolment renewal, graceful shutdown. */
export async function main() {
  const config = loadConfig();
  const log = (message: string) => console.log(`[plantel] ${message}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const webDir = fs.existsSync(path.join(WEB_DIR, 'index.html')) ? WEB_DIR : null;
  if (!webDir) log('Aplicação web não compilada (dist/web): servindo apenas a API.');
  const app = await buildApp({ db: database.db, config, mailer, webDir }).catch(async (error) => {
    await database.close();
    throw error;
  });

  const renewal = scheduleRenewal({ db: database.db, timeZone: config.timeZone, log });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} recebido: encerrando...`);
    await app.close().catch(() => {});
    await renewal.stop();
    await database.close().catch((error) => console.error(error));
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
    await renewal.stop();
    await database.close();
    throw error;
  }
  log(`Plantel em http://localhost:${config.port}`);
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(`[plantel] Falha ao iniciar: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
