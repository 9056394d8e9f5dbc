import type { RecordExportFormat } from '@domain/privacy';
import { downloadFile } from '@web/lib/download';

/** GET /api/privacy/athletes/:id/export (administrador): the athlete's whole record as JSON or PDF. */
export function exportAthleteRecord(athleteId: number, formato: RecordExportFormat) {
  return downloadFile(`/api/privacy/athletes/${athleteId}/export?formato=${formato}`, `dados-atleta-${athleteId}.${formato}`);
}

/** GET /api/privacy/me/export: the signed-in user's account and their family's athletes, as JSON. */
export function exportMyData() {
  return downloadFile('/api/privacy/me/export', 'meus-dados-plantel.json');
}
