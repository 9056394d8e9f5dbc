import { zonedParts, todayIn } from '@domain/dates';
import type { Db } from '../../db/client';
import { backupRuns } from '../../db/schema/index';
import { runPeriodically } from '../../jobs/periodic';
import { enqueue } from '../../jobs/queue';

const SWEEP_MS = 15 * 60_000;

/**
 * Claims the backup of a school day and queues its job, in one transaction: of the instances
 * sweeping together, the one whose row goes in queues it; the others find the day taken.
 */
export function claimScheduledBackup(db: Db, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.insert(backupRuns).values({ dia: day }).onConflictDoNothing().returning({ id: backupRuns.id });
    if (claimed) await enqueue(tx, 'backup', { runId: claimed.id });
    return !!claimed;
  });
}

/**
 * The daily backup: every instance sweeps every 15 minutes (and at start-up) and, from `hour` at
 * the school, claims the day's backup, so a server that was down at that hour backs up when it
 * comes back. stop() waits for a sweep.
 */
export function scheduleBackups({ db, timeZone, hour, log }: { db: Db; timeZone: string; hour: number; log: (message: string) => void }) {
  return runPeriodically(SWEEP_MS, async () => {
    const now = new Date();
    if (Number(zonedParts(now, timeZone).hour) < hour) return;
    try {
      await claimScheduledBackup(db, todayIn(timeZone, now));
    } catch (error) {
      log(`Falha ao agendar o backup do dia: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
