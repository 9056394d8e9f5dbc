import { SearchIcon, XIcon } from 'lucide-react';
import { activeStatuses, type ActiveStatus } from '@domain/fields';
import { roleLabels, roles, type Role } from '@domain/roles';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { ALL, isFiltering, noFilters, type UserFilters as Filters } from '../lib/filter-users';

const statusLabels: Record<ActiveStatus, string> = { ativo: 'Ativos', inativo: 'Inativos' };

export interface UserFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

export function UserFilters({ filters, onChange }: UserFiltersProps) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <div role="search" aria-label="Filtrar usuários" className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="usuarios-busca">Buscar usuários</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="usuarios-busca"
            type="search"
            className="pl-9"
            placeholder="Nome, email ou CPF"
            autoComplete="off"
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="usuarios-tipo">Tipo</Label>
        <Select value={filters.tipo} onValueChange={(tipo) => set({ tipo: tipo as Role | typeof ALL })}>
          <SelectTrigger id="usuarios-tipo">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos os tipos</SelectItem>
            {roles.map((tipo) => (
              <SelectItem key={tipo} value={tipo}>
                {roleLabels[tipo]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="usuarios-status">Status</Label>
        <Select value={filters.status} onValueChange={(status) => set({ status: status as ActiveStatus | typeof ALL })}>
          <SelectTrigger id="usuarios-status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todos os status</SelectItem>
            {activeStatuses.map((status) => (
              <SelectItem key={status} value={status}>
                {statusLabels[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button
        variant="outline"
        className="sm:col-span-2 lg:col-span-1"
        disabled={!isFiltering(filters) && filters.search === ''}
        onClick={() => onChange(noFilters)}
      >
        <XIcon aria-hidden="true" />
        Limpar Filtros
      </Button>
    </div>
  );
}
