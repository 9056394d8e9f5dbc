import { useQuery } from '@tanstack/react-query';
import type { backupStatusSchema } from '@domain/backups';
import { api } from '@web/lib/api';

const BACKUP_STATUS_PATH = '/api/backups/status';

/** GET /api/backups/status (administrador): the last finished backup and a failure after it. */
export function useBackupStatus() {
  return useQuery({ queryKey: [BACKUP_STATUS_PATH], queryFn: () => api.get<typeof backupStatusSchema>(BACKUP_STATUS_PATH) });
}
