import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { backupFileDate, backupFileName, writeBackup } from '../../db/backup';
import type { Db } from '../../db/client';
import { backupRuns } from '../../db/schema/index';
import { copyToS3 } from './backup-s3';

const DAY_MS = 86_400_000;
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Deletes the dated backups in the folder taken before `keepSince`; other files are not ours to touch. */
function pruneFolder(folder: string, keepSince: Date) {
  for (const name of fs.readdirSync(folder)) {
    const takenAt = backupFileDate(name);
    if (takenAt && takenAt < keepSince) fs.rmSync(path.join(folder, name), { force: true });
  }
}

/** Written as FILE.partial and renamed: a file under its final name is always complete. */
async function writeComplete(url: string, file: string) {
  const partial = `${file}.partial`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await writeBackup(url, partial);
    fs.renameSync(partial, file);
  } catch (error) {
    // A folder that cannot be written fails the clean-up too: the error to report is the first one.
    await fs.promises.rm(partial, { force: true }).catch(() => {});
    throw new Error(`Não foi possível gravar o backup em ${path.dirname(file)}: ${reason(error)}`, { cause: error });
  }
}

/**
 * The `backup` job: a consistent backup of the running database into BACKUP_DIR (and S3), then the
 * old ones pruned; its row says when it finished and its size, or why it failed (and the job is
 * retried).
 */
export async function runScheduledBackup(db: Db, config: Config, runId: number) {
  const startedAt = new Date();
  await db.update(backupRuns).set({ iniciadoEm: startedAt }).where(eq(backupRuns.id, runId));
  const file = path.join(config.backupDir, backupFileName(startedAt));
  try {
    // pg_dump sets session settings before its transaction: never through a transaction pooler.
    await writeComplete(config.databaseDirectUrl ?? db.$client.options.connectionString!, file);
    const keepSince = new Date(startedAt.getTime() - config.backupKeepDays * DAY_MS);
    if (config.backupS3Url) await copyToS3(config.backupS3Url, file, keepSince);
    pruneFolder(config.backupDir, keepSince);
    const { size } = fs.statSync(file);
    await db.update(backupRuns).set({ concluidoEm: new Date(), bytes: size, arquivo: file, erro: null }).where(eq(backupRuns.id, runId));
  } catch (error) {
    await db
      .update(backupRuns)
      .set({ erro: reason(error) })
      .where(eq(backupRuns.id, runId));
    throw error;
  }
}
