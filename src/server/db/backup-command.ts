import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { checkBackupFile, DamagedBackupError, restoreBackup, writeBackup } from './backup';
import { openDatabase } from './database';

/**
 * `npm run db:backup [-- FILE]` and `npm run db:restore -- FILE`, on the embedded database in
 * DATA_DIR (with Plantel stopped: the folder is one process's at a time) or on DATABASE_URL.
 */
async function command([action, file]: string[]) {
  const config = loadConfig();
  const log = (message: string) => console.log(`[backup] ${message}`);
  if (action === 'restore') {
    if (!file || !fs.existsSync(file)) throw new Error('Informe o arquivo de backup: npm run db:restore -- ARQUIVO');
    // A damaged file is refused before a server is started for it.
    await checkBackupFile(path.resolve(file));
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
      const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
      const target = path.resolve(file ?? path.join(config.dataDir, 'backups', `plantel-${stamp}.backup`));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // pg_dump sets session settings before its transaction: never through a transaction pooler.
      const kind = await writeBackup(database.directUrl, target);
      log(`Backup gravado em ${target} (${kind === 'pg_dump' ? 'formato custom do pg_dump' : 'exportação lógica do Plantel'}).`);
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
