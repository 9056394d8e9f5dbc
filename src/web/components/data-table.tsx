import type { Key, ReactNode } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/utils';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  headerClassName?: string;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  data: T[] | undefined;
  getRowKey: (row: T) => Key;
  isLoading?: boolean;
  /** Shown in one full-width row when there is nothing to list. */
  empty: ReactNode;
  /** Shown instead of the rows when loading failed (e.g. a message and a retry button). */
  error?: ReactNode;
  /** Names the table for screen readers (visually hidden caption). */
  caption: string;
  loadingRows?: number;
  /** Minimum width before the table scrolls sideways (phones). */
  minWidthClassName?: string;
}

/** The list pattern of every screen: columns with header and cell, loading rows, empty state. */
export function DataTable<T>({
  columns,
  data,
  getRowKey,
  isLoading = false,
  empty,
  error,
  caption,
  loadingRows = 5,
  minWidthClassName = 'min-w-[720px]',
}: DataTableProps<T>) {
  return (
    <div className="rounded-lg border bg-card">
      <Table className={minWidthClassName} aria-busy={isLoading}>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => (
              <TableHead key={column.id} className={column.headerClassName}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading ? (
            Array.from({ length: loadingRows }, (_, index) => (
              <TableRow key={index} className="hover:bg-transparent">
                {columns.map((column) => (
                  <TableCell key={column.id}>
                    <Skeleton className="h-5 w-full max-w-40" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : error || !data || data.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length} className="py-12 text-center text-muted-foreground">
                {error || empty}
              </TableCell>
            </TableRow>
          ) : (
            data.map((row) => (
              <TableRow key={getRowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.id} className={cn(column.className)}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/** The usual empty-state content: a title and an optional hint. */
export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <div className="space-y-1">
      <p className="font-medium text-foreground">{title}</p>
      {description && <p className="text-sm">{description}</p>}
    </div>
  );
}
