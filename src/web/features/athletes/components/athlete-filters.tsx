import { memo } from 'react';
import { ageCategories, ageCategoryLabels, type AgeCategory } from '@domain/age';
import { sexes, sexLabels, type AthleteStatus, type Sex } from '@domain/athlete-constants';
import { ClearFiltersButton, FilterBar, FilterSelect, SearchField } from '@web/components/list-filters';

/** The select filters; undefined means "Todos"/"Todas". */
export interface AthleteFilterValues {
  status?: AthleteStatus;
  sexo?: Sex;
  categoria?: AgeCategory;
}

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

/**
 * Search (name, CPF or guardian) and the Status, Sexo and Categoria filters of spec 1 §2.5. Memoised:
 * the list's data arriving does not re-render the three selects.
 */
export const AthleteFilters = memo(function AthleteFilters({ search, onSearchChange, values, onChange, onClear }: AthleteFiltersProps) {
  const active = search.trim() !== '' || Object.values(values).some((value) => value !== undefined);
  return (
    <FilterBar>
      <SearchField label="Buscar" placeholder="Nome, CPF ou responsável" value={search} onChange={onSearchChange} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 @5xl:flex @5xl:gap-3">
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
        <ClearFiltersButton active={active} onClear={onClear} className="sm:col-span-3 @5xl:col-span-1" />
      </div>
    </FilterBar>
  );
});
