/** What other features use of enrolments: their API path and the new-enrolment form. */
export { ENROLLMENTS_PATH } from './api/get-enrollments';
export { NewEnrollmentDialog } from './lazy-dialogs';
