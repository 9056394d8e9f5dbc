import { useDeferredValue, useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { formatCount } from '@domain/format';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/** Page sizes of the long lists (spec 1 §9: 10, 25, 50; 25 by default). */
export const PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 25;

export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * The pager under every server-paged list: "1–25 de 120 atletas", page size, "Página x de y",
 * Anterior/Próxima. `pageText` lets a screen word the position as its spec says (e.g. "Página 2/5").
 */
export function Pagination({
  list: current,
  noun,
  onPageChange,
  onPageSizeChange,
  pageText = (page, pages) => `Página ${page} de ${pages}`,
}: {
  list: PageInfo;
  /** Singular and plural of what is listed: ['atleta', 'atletas']. */
  noun: readonly [string, string];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** Gets the page and the page count written as pt-BR writes numbers ("2.000"). */
  pageText?: (page: string, pages: string) => string;
}) {
  // Moves with the rows above it, which render in the background (DataTable): shown before them,
  // it was pushed down when they arrived, a layout shift.
  const list = useDeferredValue<PageInfo | null>(current, null);
  const pageSizeLabelId = useId();
  if (!list) return null;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const first = (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.page * list.pageSize, list.total);
  return (
    <nav aria-label="Paginação" className="flex flex-col gap-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground" aria-live="polite">
        {formatCount(first)}–{formatCount(last)} de {formatCount(list.total)} {list.total === 1 ? noun[0] : noun[1]}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <span id={pageSizeLabelId} className="text-muted-foreground">
            Por página
          </span>
          <Select value={String(list.pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))}>
            <SelectTrigger className="w-20" aria-labelledby={pageSizeLabelId}>
              <SelectValue>{list.pageSize}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <span className="tabular-nums">{pageText(formatCount(list.page), formatCount(pages))}</span>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => onPageChange(list.page - 1)} disabled={list.page <= 1}>
            <ChevronLeftIcon aria-hidden="true" />
            Anterior
          </Button>
          <Button variant="outline" size="sm" onClick={() => onPageChange(list.page + 1)} disabled={list.page >= pages}>
            Próxima
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
