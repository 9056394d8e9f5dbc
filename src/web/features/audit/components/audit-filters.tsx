import { auditActionLabels, auditEntityLabels } from '@domain/audit';
import { DateFilter } from '@web/components/date-filter';
import { ClearFiltersButton, FilterBar, FilterSelect, SearchField } from '@web/components/list-filters';

export interface AuditFilterValues {
  entidade?: string;
  acao?: string;
  de?: string;
  ate?: string;
}

const byLabel = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([value, label]) => ({ value, label }))
    // Several actions share a label (inactivate, deactivate): offer each label once.
    .filter((option, index, all) => all.findIndex((o) => o.label === option.label) === index)
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));

const entityOptions = byLabel(auditEntityLabels);
const actionOptions = byLabel(auditActionLabels);

export interface AuditFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  onClear: () => void;
}

/** Usuário (name or email), Entidade, Ação and the period. */
export function AuditFilters({ search, onSearchChange, values, onChange, onClear }: AuditFiltersProps) {
  const active = search.trim() !== '' || Object.values(values).some((value) => value !== undefined);
  return (
    <FilterBar>
      <SearchField label="Usuário" placeholder="Nome ou email" value={search} onChange={onSearchChange} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 @5xl:flex @5xl:gap-3">
        <FilterSelect
          label="Entidade"
          allLabel="Todas"
          options={entityOptions}
          value={values.entidade}
          onChange={(entidade) => onChange({ ...values, entidade })}
          className="@5xl:w-40"
        />
        <FilterSelect label="Ação" allLabel="Todas" options={actionOptions} value={values.acao} onChange={(acao) => onChange({ ...values, acao })} className="@5xl:w-40" />
        <DateFilter label="De" value={values.de ?? ''} onChange={(de) => onChange({ ...values, de: de || undefined })} className="@5xl:w-36" />
        <DateFilter label="Até" value={values.ate ?? ''} onChange={(ate) => onChange({ ...values, ate: ate || undefined })} className="@5xl:w-36" />
        <ClearFiltersButton active={active} onClear={onClear} className="sm:col-span-2 @5xl:col-span-1" />
      </div>
    </FilterBar>
  );
}
