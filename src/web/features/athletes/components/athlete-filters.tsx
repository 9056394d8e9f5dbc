import { SearchIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { ageCategories, ageCategoryLabels, type AgeCategory } from '@domain/age';
import { sexes, sexLabels, type AthleteStatus, type Sex } from '@domain/athletes';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

/** The select filters; undefined means "Todos"/"Todas". */
export interface AthleteFilterValues {
  status?: AthleteStatus;
  sexo?: Sex;
  categoria?: AgeCategory;
}

/** A select may not offer an empty value (spec 1 §5 "Selects"), so "all" has its own. */
const ALL = 'todos';

const statusOptions = [
  { value: 'ATIVO', label: 'Ativo' },
  { value: 'inativo', label: 'Inativo' },
];
const sexOptions = sexes.map((sex) => ({ value: sex, label: sexLabels[sex] }));
const categoryOptions = ageCategories.map((category) => ({ value: category, label: ageCategoryLabels[category] }));

export interface AthleteFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  values: AthleteFilterValues;
  onChange: (values: AthleteFilterValues) => void;
  onClear: () => void;
}

/** Search (name, CPF or guardian) and the Status, Sexo and Categoria filters of spec 1 §2.5. */
export function AthleteFilters({ search, onSearchChange, values, onChange, onClear }: AthleteFiltersProps) {
  const searchId = useId();
  const active = search.trim() !== '' || Object.values(values).some((value) => value !== undefined);
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
            placeholder="Nome, CPF ou responsável"
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:flex lg:gap-3">
        <FilterSelect
          label="Status"
          allLabel="Todos"
          options={statusOptions}
          value={values.status}
          onChange={(status) => onChange({ ...values, status: status as AthleteStatus | undefined })}
        />
        <FilterSelect
          label="Sexo"
          allLabel="Todos"
          options={sexOptions}
          value={values.sexo}
          onChange={(sexo) => onChange({ ...values, sexo: sexo as Sex | undefined })}
        />
        <FilterSelect
          label="Categoria"
          allLabel="Todas"
          options={categoryOptions}
          value={values.categoria}
          onChange={(categoria) => onChange({ ...values, categoria: categoria as AgeCategory | undefined })}
        />
        <Button type="button" variant="outline" className="self-end sm:col-span-3 lg:col-span-1" onClick={onClear} disabled={!active}>
          <XIcon aria-hidden="true" />
          Limpar Filtros
        </Button>
      </div>
    </div>
  );
}

function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2 lg:w-36">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
