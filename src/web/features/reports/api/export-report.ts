import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { reportCsvFileName, type ReportQuery } from '@domain/reports';
import { downloadFile } from '@web/lib/download';
import { REPORTS_PATH, reportSearch } from './get-summary';

/** GET /api/reports/export: the CSV of spec 2 §9 of the page's period, built by the server from the same figures. */
export function exportReport(query: ReportQuery): Promise<void> {
  return downloadFile(`${REPORTS_PATH}/export?${reportSearch(query)}`, reportCsvFileName(todayIn(SCHOOL_TIME_ZONE)));
}
