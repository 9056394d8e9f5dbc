import { attendanceListFileName, type AttendanceListFormat } from '@domain/attendance-list';
import { downloadFile } from '@web/lib/download';

/**
 * GET /api/teams/:id/attendance-list?mes=&formato=: the team's lista de presença of a month, as a PDF
 * or a spreadsheet, saved under the name the server gives it.
 */
export function downloadAttendanceList(team: { id: number; nome: string }, mes: string, formato: AttendanceListFormat) {
  return downloadFile(`/api/teams/${team.id}/attendance-list?mes=${mes}&formato=${formato}`, attendanceListFileName(team.nome, mes, formato));
}
