import { SearchIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import type { Team } from '@domain/teams';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/** The select filters; undefined means "Todos"/"Todas". */
export interface EnrollmentFilterValues {
  status?: 'ativa' | 'inativa';
  teamId?: number;
}

/** A select may not offer an empty value (spec 1 §5 "Selects"), so "all" has its own. */
const ALL = 'todos';

export interface EnrollmentFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  values: EnrollmentFilterValues;
  onChange: (values: EnrollmentFilterValues) => void;
  onClear: () => void;
  /** Staff only (a cliente may not list teams); undefined hides the team filter. */
  teams?: Team[];
}

/** Search (athlete name, CPF or team name), Status and Turma filters of spec 1 §2.12. */
export function EnrollmentFilters({ search, onSearchChange, values, onChange, onClear, teams }: EnrollmentFiltersProps) {
  const searchId = useId();
  const statusId = useId();
  const teamId = useId();
  const active = search.trim() !== '' || values.status !== undefined || values.teamId !== undefined;
  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-card p-4 lg:flex-row lg:items-end">
      <div className="grid min-w-0 flex-1 gap-2">
        <Label htmlFor={searchId}>Buscar</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Atleta, CPF ou turma"
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 lg:flex lg:gap-3">
        <div className="grid min-w-0 gap-2 lg:w-36">
          <Label htmlFor={statusId}>Status</Label>
          <Select
            value={values.status ?? ALL}
            onValueChange={(next) => onChange({ ...values, status: next === ALL ? undefined : (next as 'ativa' | 'inativa') })}
          >
            <SelectTrigger id={statusId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos</SelectItem>
              <SelectItem value="ativa">Ativa</SelectItem>
              <SelectItem value="inativa">Inativa</SelectItem>
            </SelectContent>
          </Select>
        </div>
        {teams && (
          <div className="grid min-w-0 gap-2 lg:w-56">
            <Label htmlFor={teamId}>Turma</Label>
            <Select
              value={values.teamId === undefined ? ALL : String(values.teamId)}
              onValueChange={(next) => onChange({ ...values, teamId: next === ALL ? undefined : Number(next) })}
            >
              <SelectTrigger id={teamId} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>Todas</SelectItem>
                {teams.map((team) => (
                  <SelectItem key={team.id} value={String(team.id)}>
                    {team.nome} - {team.unit.nome}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <Button type="button" variant="outline" className="col-span-2 self-end lg:col-span-1" onClick={onClear} disabled={!active}>
          <XIcon aria-hidden="true" />
          Limpar Filtros
        </Button>
      </div>
    </div>
  );
}
