import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { backupFileName, checkBackupFile, DamagedBackupError, restoreBackup, writeBackup } from './backup';
import { EMBEDDED_DATABASE, openDatabase } from './database';
import { runningServerUrl } from './embedded';

/** Writes FILE, or a dated backup in BACKUP_DIR, and says where and in which format. */
async function backUp(url: string, file: string | undefined, backupDir: string, log: (message: string) => void) {
  const target = path.resolve(file ?? path.join(backupDir, backupFileName(new Date())));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const kind = await writeBackup(url, target);
  log(`Backup gravado em ${target} (${kind === 'pg_dump' ? 'formato custom do pg_dump' : 'exportação lógica do Plantel'}).`);
}

/**
 * `npm run db:backup [-- FILE]` and `npm run db:restore -- FILE`, on the embedded database in
 * DATA_DIR or on DATABASE_URL. A restore needs Plantel stopped (the folder is one process's at a
 * time); a backup reads the server of a running Plantel.
 */
async function command([action, file]: string[]) {
  const config = loadConfig();
  const log = (message: string) => console.log(`[backup] ${message}`);
  if (action === 'restore') {
    if (!file || !fs.existsSync(file)) throw new Error('Informe o arquivo de backup: npm run db:restore -- ARQUIVO');
    // A damaged file is refused before a server is started for it.
    await checkBackupFile(path.resolve(file));
  }
  // With Plantel running on the embedded database, the backup reads its server as it runs.
  const runningUrl = action === 'backup' && !config.databaseUrl ? runningServerUrl(config.dataDir, EMBEDDED_DATABASE) : null;
  if (runningUrl) {
    await backUp(runningUrl, file, config.backupDir, log);
    return;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, databaseDirectUrl: config.databaseDirectUrl, dataDir: config.dataDir, log });
  // Interrupted (Ctrl+C), the command still stops the embedded server it started; the open transaction rolls back.
  const stop = (signal: NodeJS.Signals) => {
    log(`${signal} recebido: encerrando sem concluir.`);
    void database.close().finally(() => process.exit(1));
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    if (action === 'backup') {
      // pg_dump sets session settings before its transaction: never through a transaction pooler.
      await backUp(database.directUrl, file, config.backupDir, log);
    } else if (action === 'restore') {
      await restoreBackup(database.directUrl, path.resolve(file!));
      log(`Backup ${file} restaurado.`);
    } else {
      throw new Error('Uso: backup-command.ts backup [ARQUIVO] | restore ARQUIVO');
    }
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  command(process.argv.slice(2)).catch((error) => {
    console.error(`[backup] ${error instanceof Error ? error.message : error}`);
    if (error instanceof DamagedBackupError) console.error(`[backup] Detalhe: ${(error.cause as Error).message.trim()}`);
    process.exitCode = 1;
  });
}
