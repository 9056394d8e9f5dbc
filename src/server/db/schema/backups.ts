import { bigint, text, uniqueIndex, pgTable } from 'drizzle-orm/pg-core';
import { day, id, timestamptz } from './columns';

/**
 * The running server's scheduled backups: one row per school day, claimed by whichever instance
 * sweeps first (the unique day), then written by the job it queued. Finished: concluidoEm and bytes;
 * failed: erro, until a retry of that day succeeds.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: id(),
    dia: day().notNull(),
    iniciadoEm: timestamptz(),
    concluidoEm: timestamptz(),
    bytes: bigint({ mode: 'number' }),
    arquivo: text(),
    erro: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('backup_runs_dia_unique').on(t.dia)],
);
