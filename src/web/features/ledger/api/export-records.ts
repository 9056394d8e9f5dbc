import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import type { ExportFormat, LedgerFilters } from '@domain/ledger';
import { downloadFile } from '@web/lib/download';
import { toQueryString } from '@web/lib/query-string';
import { RECORDS_PATH } from './get-records';

/** GET /api/financial-records/export: the filtered rows as CSV or XLSX, built and streamed by the server. */
export function exportRecords(filters: LedgerFilters, formato: ExportFormat): Promise<void> {
  return downloadFile(`${RECORDS_PATH}/export?${toQueryString({ ...filters, formato })}`, `controle_financeiro_${todayIn(SCHOOL_TIME_ZONE)}.${formato}`);
}
