import { lazy } from 'react';

/** The new-enrolment form for another feature's screen, its chunk loaded on first render (inside a Suspense): Início's first screen does not wait for it. */
export const NewEnrollmentDialog = lazy(() => import('./components/new-enrollment-dialog').then((m) => ({ default: m.NewEnrollmentDialog })));
