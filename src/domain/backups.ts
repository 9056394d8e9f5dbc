import { z } from 'zod';
import { timestamp } from './responses';

/** A school whose last good backup is older than this is warned on the administrador's Início. */
export const BACKUP_MAX_AGE_DAYS = 2;

/** GET /api/backups/status: the last backup that finished, and the failure of any run after it. */
export const backupStatusSchema = z.object({
  ultimo: z.object({ concluidoEm: timestamp, bytes: z.number().int().nonnegative() }).nullable(),
  falha: z.object({ em: timestamp, erro: z.string() }).nullable(),
});
export type BackupStatus = z.output<typeof backupStatusSchema>;

/** What the administrador must hear about the backups, or null when the last one is recent and nothing failed since. */
export function backupWarning(status: BackupStatus, now: Date): string | null {
  if (status.falha) return `O último backup falhou: ${status.falha.erro}`;
  if (!status.ultimo) return 'Nenhum backup foi feito ainda.';
  const age = now.getTime() - new Date(status.ultimo.concluidoEm).getTime();
  if (age > BACKUP_MAX_AGE_DAYS * 86_400_000) return 'O último backup tem mais de dois dias. Verifique se o Plantel está rodando.';
  return null;
}
