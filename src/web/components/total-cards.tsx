import { useId, type ReactNode } from 'react';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

/** A row of totals (three on wide screens), a region named `label`. */
export function TotalCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {children}
    </section>
  );
}

export interface TotalCardProps {
  label: string;
  /** The total as written on screen; undefined while it loads (a skeleton stands in for it). */
  value: string | undefined;
  /** The total's colour (text-success, text-destructive). */
  className?: string;
  /** A line under the total, e.g. how many instalments it adds up. */
  children?: ReactNode;
}

/** One total: a card named by its label, the amount in large figures. */
export function TotalCard({ label, value, className, children }: TotalCardProps) {
  const labelId = useId();
  return (
    <Card className="py-4" role="group" aria-labelledby={labelId}>
      <CardContent className="space-y-1 px-4 sm:px-6">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        {value === undefined ? <Skeleton className="h-8 w-32" /> : <p className={cn('text-2xl font-bold tabular-nums', className)}>{value}</p>}
        {children}
      </CardContent>
    </Card>
  );
}
