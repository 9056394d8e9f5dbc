import { useDeferredValue, useState, type Key, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { cn } from '@web/lib/utils';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  headerClassName?: string;
  /** Makes the header a sort toggle; rows are ordered by this text as a Brazilian reads it. */
  sortValue?: (row: T) => string;
}

export type SortDirection = 'asc' | 'desc';

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
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
  /** The order rows start in, on a column that has a sortValue. */
  initialSort?: DataTableSort;
}

let collator: Intl.Collator | undefined;

/**
 * Accents and case ignored, numbers by value ("Sub-9" before "Sub-11"). Built on the first sort, not
 * when the module loads: building it blocks the page's first render.
 */
function ptBrCollator(): Intl.Collator {
  collator ??= new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  return collator;
}

/**
 * The list pattern of every screen: columns with header and cell, loading rows, empty state, and
 * sortable columns (a click on the header toggles A–Z and Z–A, spec 1 §4).
 */
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
  initialSort,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<DataTableSort | undefined>(initialSort);
  // New rows render in the background, in slices the browser can interrupt: a page of rows arrives
  // from the query cache as a synchronous update, and rendering it at once blocked the main thread
  // for over 100 ms on a phone. Until then the previous rows, or the loading rows, stay.
  const shown = useDeferredValue(data);
  const rendering = shown === undefined && data !== undefined;
  const sortColumn = columns.find((column) => column.id === sort?.columnId && column.sortValue);

  const sortValue = sortColumn?.sortValue;
  const sign = sort?.direction === 'desc' ? -1 : 1;
  const rows = shown && sortValue ? shown.slice().sort((a, b) => sign * ptBrCollator().compare(sortValue(a), sortValue(b))) : shown;

  const toggleSort = (columnId: string) =>
    setSort((current) =>
      current?.columnId === columnId ? { columnId, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { columnId, direction: 'asc' },
    );

  return (
    <div className="rounded-lg border bg-card">
      {/* With nothing to list the table keeps to the screen's width: its message stays in sight on a phone. */}
      <Table
        className={isLoading || rendering || (rows && rows.length > 0 && !error) ? minWidthClassName : undefined}
        aria-busy={isLoading || rendering}
        label={caption}
      >
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {columns.map((column) => {
              const direction = column.sortValue && sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <TableHead
                  key={column.id}
                  className={column.headerClassName}
                  aria-sort={column.sortValue ? (direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {column.sortValue ? (
                    <SortToggle direction={direction} onToggle={() => toggleSort(column.id)}>
                      {column.header}
                    </SortToggle>
                  ) : (
                    column.header
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading || rendering ? (
            Array.from({ length: loadingRows }, (_, index) => (
              <TableRow key={index} className="hover:bg-transparent">
                {columns.map((column) => (
                  <TableCell key={column.id}>
                    <Skeleton className="h-5 w-full max-w-40" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : error || !rows || rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={columns.length} className="py-12 text-center text-muted-foreground">
                {error || empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
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

/** The header of a sortable column: its state is on the <th> (aria-sort), its next action in the name. */
function SortToggle({ direction, onToggle, children }: { direction?: SortDirection; onToggle: () => void; children: ReactNode }) {
  const Icon = direction === 'asc' ? ArrowUpIcon : direction === 'desc' ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <Button type="button" variant="ghost" size="sm" className="-ml-2 h-8 px-2 font-medium" onClick={onToggle}>
      {children}
      <Icon aria-hidden="true" className={cn(!direction && 'text-muted-foreground')} />
      <span className="sr-only">{direction === 'asc' ? ', ordenar de Z a A' : ', ordenar de A a Z'}</span>
    </Button>
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

/** The table's `error` content when a list failed to load: what failed and a retry button. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

/**
 * A list's load failure as its `error`: ListError while the query failed and holds nothing to show
 * (a failed refetch leaves the rows already on screen in place); undefined otherwise.
 */
export function listLoadError(query: { isError: boolean; data?: unknown; refetch: () => unknown }, message: string) {
  return query.isError && !query.data ? <ListError message={message} onRetry={() => void query.refetch()} /> : undefined;
}
