import { lazy, Suspense } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import type { BarsProps } from './bar-chart';

const Bars = lazy(() => import('./bar-chart'));

/** Room for one bar and the gap to the next. */
const ROW_HEIGHT = 34;

/**
 * A bar chart drawn once recharts has loaded (its own chunk, after the figures). The chart repeats
 * the numbers shown beside it, so screen readers skip it.
 */
export function LazyBars(props: BarsProps) {
  return (
    <div className="min-w-0" style={{ height: props.items.length * ROW_HEIGHT + 8 }} aria-hidden="true">
      <Suspense fallback={<Skeleton className="h-full w-full" />}>
        <Bars {...props} />
      </Suspense>
    </div>
  );
}
