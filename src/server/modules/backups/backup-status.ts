import { and, desc, gt, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { backupStatusSchema } from '@domain/backups';
import type { Executor } from '../../db/client';
import { backupRuns } from '../../db/schema/index';

/** The last backup that finished, and the latest failed one if it ran after that. */
export async function backupStatus(db: Executor): Promise<z.input<typeof backupStatusSchema>> {
  const [ultimo] = await db
    .select({ concluidoEm: backupRuns.concluidoEm, bytes: backupRuns.bytes })
    .from(backupRuns)
    .where(isNotNull(backupRuns.concluidoEm))
    .orderBy(desc(backupRuns.concluidoEm))
    .limit(1);
  const [falha] = await db
    .select({ em: backupRuns.iniciadoEm, erro: backupRuns.erro })
    .from(backupRuns)
    .where(and(isNotNull(backupRuns.erro), isNull(backupRuns.concluidoEm), ultimo && gt(backupRuns.iniciadoEm, ultimo.concluidoEm!)))
    .orderBy(desc(backupRuns.iniciadoEm))
    .limit(1);
  return {
    ultimo: ultimo ? { concluidoEm: ultimo.concluidoEm!, bytes: ultimo.bytes! } : null,
    falha: falha ? { em: falha.em!, erro: falha.erro! } : null,
  };
}
