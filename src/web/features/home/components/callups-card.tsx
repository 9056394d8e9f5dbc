import { lazy, Suspense } from 'react';
import { useFamilyCallups } from '../api/family-callups';

// The answer forms (zod, react-hook-form) load only for a family with a call-up, not with every Início.
const CallupsSection = lazy(() => import('./callups-section').then((m) => ({ default: m.CallupsSection })));

/** 'Convocações' on the family Início, shown only when there is one (or they could not be loaded). */
export function CallupsCard() {
  const callups = useFamilyCallups();
  if (callups.isPending || (callups.data && callups.data.length === 0)) return null;
  return (
    <Suspense fallback={null}>
      <CallupsSection callups={callups.data} />
    </Suspense>
  );
}
