import { backupWarning } from '@domain/backups';
import { formatCount, formatDateTime } from '@domain/format';
import { AlertNotice } from '@web/components/alert-notice';
import { useBackupStatus } from '../api/get-backup-status';

/** "12,3 MB": megabytes (MiB) with one decimal, rounded up so a small backup never reads 0. */
function formatMegabytes(bytes: number) {
  const tenths = Math.max(1, Math.ceil(bytes / 104_857.6));
  return `${formatCount(Math.floor(tenths / 10))},${tenths % 10} MB`;
}

/**
 * 'Backup' on the administrador's Início: when the server's last daily backup finished and its
 * size, and a warning when it failed or is over two days old (README › Em produção).
 */
export function BackupStatusCard() {
  const status = useBackupStatus();
  if (!status.data) return null;
  const { ultimo } = status.data;
  const warning = backupWarning(status.data, new Date());
  return (
    <section aria-labelledby="inicio-backup" className="space-y-2 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="inicio-backup" className="text-lg font-semibold">
        Backup
      </h2>
      {ultimo && <p className="text-sm break-words">{`Último backup: ${formatDateTime(ultimo.concluidoEm)} (${formatMegabytes(ultimo.bytes)})`}</p>}
      {warning && (
        <AlertNotice>
          <span className="min-w-0 break-words">{warning}</span>
        </AlertNotice>
      )}
    </section>
  );
}
