import type { ReactNode } from 'react';
import { EmptyState, listLoadError } from '@web/components/data-table';
import { Pagination, type PageInfo } from '@web/components/pagination';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';

/** Spec 2 §9: six skeleton cards while games or championships load. */
export const SKELETON_CARDS = 6;

export interface CardGridProps<T> {
  /** The list's query: one page of cards. */
  query: { data?: PageInfo & { items: T[] }; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Names the list for screen readers. */
  label: string;
  /** What the list says of itself: signed out, failed to load, nothing to list; and its pager's noun. */
  words: { signedOut: string; loadError: string; empty: string; noun: readonly [string, string] };
  getKey: (item: T) => number;
  renderCard: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** One page of cards, in one column on phones, two on tablets, three on wide screens; the pager under them. */
export function CardGrid<T>({ query, label, words, getKey, renderCard, onPageChange, onPageSizeChange }: CardGridProps<T>) {
  const list = query.data;
  const signedOut = query.error instanceof ApiError && query.error.status === 401;
  const error = signedOut ? <p>{words.signedOut}</p> : listLoadError(query, words.loadError);
  return (
    <>
      {query.isPending ? (
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
      ) : error ? (
        <div className="rounded-lg border bg-card p-6">{error}</div>
      ) : !list || list.items.length === 0 ? (
        <div className="rounded-lg border bg-card p-8 text-center text-muted-foreground">
          <EmptyState title={words.empty} />
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={label}>
          {list.items.map((item) => (
            <li key={getKey(item)} className="flex">
              {renderCard(item)}
            </li>
          ))}
        </ul>
      )}
      {list && list.total > 0 && <Pagination list={list} noun={words.noun} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />}
    </>
  );
}
