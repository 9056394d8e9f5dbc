/** What other features use of privacy: an athlete's record export (athlete page). */
export { exportAthleteRecord } from './api/export-data';
