/** What other features use of athletes: their API paths and queries, the picker, the new-athlete form. */
export { athletePath, getAthleteQueryOptions } from './api/get-athlete';
export { athleteGuardiansPath } from './api/get-athlete-guardians';
export { ATHLETES_PATH, getAthletesQueryOptions } from './api/get-athletes';
export { AthletePickerField } from './components/athlete-picker';
export { AthleteCreateDialog } from './lazy-dialogs';
