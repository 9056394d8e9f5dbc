import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { reportCsvFileName, type DateRange, type ReportPeriod } from '@domain/reports';
import { downloadFile } from '@web/lib/download';
import { REPORTS_PATH } from './get-summary';

/** GET /api/reports/export: the CSV of spec 2 §9, built by the server from the same figures. */
export function exportReport(periodo: ReportPeriod, range: DateRange): Promise<void> {
  return downloadFile(`${REPORTS_PATH}/export?${new URLSearchParams({ periodo, ...range })}`, reportCsvFileName(todayIn(SCHOOL_TIME_ZONE)));
}
