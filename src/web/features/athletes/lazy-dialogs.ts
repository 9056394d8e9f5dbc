import { lazy } from 'react';

/** The new-athlete form for another feature's screen, its chunk loaded on first render (inside a Suspense): Início's first screen does not wait for it. */
export const AthleteCreateDialog = lazy(() => import('./components/athlete-create-dialog').then((m) => ({ default: m.AthleteCreateDialog })));
