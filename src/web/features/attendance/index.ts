/** What other features use of attendance: an athlete's sessions and rate (athlete page, family's Início, reports). */
export { useAthleteAttendance } from './api/get-athlete-attendance';
export { AttendanceSessionsList, AttendanceStatusBadge, formatAttendanceRate, shortWeekday } from './components/attendance-sessions-list';
