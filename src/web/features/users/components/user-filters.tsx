import { activeStatuses, type ActiveStatus } from '@domain/fields';
import { roleLabels, roles, type Role } from '@domain/roles';
import { ClearFiltersButton, FilterBar, FilterSelect, SearchField } from '@web/components/list-filters';
import { ALL, isFiltering, type UserFilters as Filters } from '../lib/filter-users';

const statusLabels: Record<ActiveStatus, string> = { ativo: 'Ativos', inativo: 'Inativos' };
const typeOptions = roles.map((tipo) => ({ value: tipo, label: roleLabels[tipo] }));
const statusOptions = activeStatuses.map((status) => ({ value: status, label: statusLabels[status] }));

/** FilterSelect's undefined is this list's ALL. */
const selected = (value: string) => (value === ALL ? undefined : value);

export interface UserFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  onClear: () => void;
}

export function UserFilters({ filters, onChange, onClear }: UserFiltersProps) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <FilterBar label="Filtrar usuários">
      <SearchField label="Buscar usuários" placeholder="Nome, email ou CPF" value={filters.search} onChange={(search) => set({ search })} />
      {/* "Todos os status" does not fit half a phone's width: the selects stack there. */}
      <div className="grid gap-4 sm:grid-cols-2 @5xl:flex @5xl:gap-3">
        <FilterSelect
          label="Tipo"
          allLabel="Todos os tipos"
          className="@5xl:w-44"
          options={typeOptions}
          value={selected(filters.tipo)}
          onChange={(tipo) => set({ tipo: (tipo ?? ALL) as Role | typeof ALL })}
        />
        <FilterSelect
          label="Status"
          allLabel="Todos os status"
          className="@5xl:w-44"
          options={statusOptions}
          value={selected(filters.status)}
          onChange={(status) => set({ status: (status ?? ALL) as ActiveStatus | typeof ALL })}
        />
        <ClearFiltersButton active={isFiltering(filters) || filters.search !== ''} onClear={onClear} className="sm:col-span-2 @5xl:col-span-1" />
      </div>
    </FilterBar>
  );
}
