import type { Team } from '@domain/teams';
import { ClearFiltersButton, FilterBar, FilterSelect, SearchField } from '@web/components/list-filters';

/** The select filters; undefined means "Todos"/"Todas". */
export interface EnrollmentFilterValues {
  status?: 'ativa' | 'inativa';
  teamId?: number;
}

const statusOptions = [
  { value: 'ativa', label: 'Ativa' },
  { value: 'inativa', label: 'Inativa' },
];

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
  const active = search.trim() !== '' || values.status !== undefined || values.teamId !== undefined;
  return (
    <FilterBar>
      <SearchField label="Buscar" placeholder="Atleta, CPF ou turma" value={search} onChange={onSearchChange} />
      <div className="grid grid-cols-2 gap-4 @5xl:flex @5xl:gap-3">
        <FilterSelect
          label="Status"
          allLabel="Todos"
          options={statusOptions}
          value={values.status}
          onChange={(status) => onChange({ ...values, status: status as 'ativa' | 'inativa' | undefined })}
        />
        {teams && (
          <FilterSelect
            label="Turma"
            allLabel="Todas"
            className="@5xl:w-56"
            options={teams.map((team) => ({ value: String(team.id), label: `${team.nome} - ${team.unit.nome}` }))}
            value={values.teamId === undefined ? undefined : String(values.teamId)}
            onChange={(next) => onChange({ ...values, teamId: next === undefined ? undefined : Number(next) })}
          />
        )}
        <ClearFiltersButton active={active} onClear={onClear} className="col-span-2 @5xl:col-span-1" />
      </div>
    </FilterBar>
  );
}
