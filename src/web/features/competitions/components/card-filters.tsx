import type { ReactNode } from 'react';
import { ClearFiltersButton, FilterBar, FilterSelect, SearchField } from '@web/components/list-filters';

export interface CardFiltersProps<S extends string> {
  searchPlaceholder: string;
  search: string;
  onSearchChange: (search: string) => void;
  statusOptions: readonly { value: S; label: string }[];
  status: S | undefined;
  onStatusChange: (status: string | undefined) => void;
  /** Whether any filter is set ('Limpar Filtros' is enabled). */
  active: boolean;
  onClear: () => void;
  /** Where 'Limpar Filtros' stands in the filters' grid. */
  clearClassName?: string;
  /** Filters of the list's own, between Status and 'Limpar Filtros'. */
  children?: ReactNode;
}

/** The filter bar of the championships' and games' cards: search, Status, the list's own filters, 'Limpar Filtros'. */
export function CardFilters<S extends string>({
  searchPlaceholder,
  search,
  onSearchChange,
  statusOptions,
  status,
  onStatusChange,
  active,
  onClear,
  clearClassName,
  children,
}: CardFiltersProps<S>) {
  return (
    <FilterBar>
      <SearchField label="Buscar" placeholder={searchPlaceholder} value={search} onChange={onSearchChange} />
      <div className="grid grid-cols-2 gap-4 @5xl:flex @5xl:gap-3">
        <FilterSelect label="Status" allLabel="Todos" options={statusOptions} value={status} onChange={onStatusChange} className="@5xl:w-44" />
        {children}
        <ClearFiltersButton active={active} onClear={onClear} className={clearClassName} />
      </div>
    </FilterBar>
  );
}
