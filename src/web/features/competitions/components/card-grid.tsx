import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** Spec 2 §9: six skeleton cards while games or championships load. */
export const SKELETON_CARDS = 6;

export interface CardGridProps<T> {
  items: T[] | undefined;
  isLoading: boolean;
  /** Shown instead of the cards when loading failed. */
  error?: ReactNode;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** Names the list for screen readers. */
  label: string;
  getKey: (item: T) => number;
  renderCard: (item: T) => ReactNode;
}

/** Cards in one column on phones, two on tablets, three on wide screens. */
export function CardGrid<T>({ items, isLoading, error, empty, label, getKey, renderCard }: CardGridProps<T>) {
  if (isLoading) {
    return (
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={label} role="status">
        <span className="sr-only">Carregando...</span>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card key={index} data-testid="card-skeleton">
            <CardHeader className="gap-3">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </CardHeader>
            <CardContent className="space-y-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </CardContent>
          </Card>
        ))}
      </div>
    );
  }
  if (error) return <div className="rounded-lg border bg-card p-6">{error}</div>;
  if (!items || items.length === 0) return <div className="rounded-lg border bg-card p-8 text-center text-muted-foreground">{empty}</div>;
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)} className="flex">
          {renderCard(item)}
        </li>
      ))}
    </ul>
  );
}
