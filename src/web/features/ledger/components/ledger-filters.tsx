import { ledgerTypeLabels, ledgerTypes, type LedgerType } from '@domain/ledger';
import { DateFilter } from '@web/components/date-filter';
import { ClearFiltersButton, FilterBar, FilterSelect, SearchField } from '@web/components/list-filters';
import { useUnits } from '@web/features/units';
import { useCategories } from '../api/get-categories';

/** The list's filters besides the text; undefined is "all". */
export interface LedgerFilterValues {
  inicio: string;
  fim: string;
  tipo?: LedgerType;
  categoryId?: number;
  unitId?: number;
}

const typeOptions = ledgerTypes.map((tipo) => ({ value: tipo, label: ledgerTypeLabels[tipo] }));

export interface LedgerFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  values: LedgerFilterValues;
  onChange: (patch: Partial<Record<keyof LedgerFilterValues, string | number | undefined>>) => void;
  /** Whether anything differs from the defaults (current month, everything else "all"). */
  active: boolean;
  onClear: () => void;
}

/** Period (current month by default), tipo, category, unit and text; "Limpar Filtros" restores the month. */
export function LedgerFilters({ search, onSearchChange, values, onChange, active, onClear }: LedgerFiltersProps) {
  const categories = useCategories();
  const units = useUnits();
  const categoryOptions = (categories.data ?? [])
    .filter((c) => !values.tipo || c.tipo === values.tipo)
    .map((c) => ({ value: String(c.id), label: values.tipo ? c.nome : `${c.nome} (${ledgerTypeLabels[c.tipo]})` }));
  const unitOptions = (units.data ?? []).map((u) => ({ value: String(u.id), label: u.nome }));

  const changeType = (tipo: string | undefined) => {
    const category = categories.data?.find((c) => c.id === values.categoryId);
    // A category of the other tipo would leave the list empty: it goes with the tipo.
    onChange({ tipo, ...(tipo && category && category.tipo !== tipo ? { categoryId: undefined } : {}) });
  };

  return (
    <FilterBar>
      <div className="flex w-full min-w-0 flex-col gap-4">
        <div className="grid grid-cols-2 gap-4 @5xl:flex @5xl:items-end @5xl:gap-3">
          <div className="col-span-2 flex min-w-0 @5xl:flex-1">
            <SearchField label="Buscar" placeholder="Descrição ou categoria" value={search} onChange={onSearchChange} />
          </div>
          <DateFilter label="De" value={values.inicio} onChange={(inicio) => onChange({ inicio })} />
          <DateFilter label="Até" value={values.fim} onChange={(fim) => onChange({ fim })} />
        </div>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4 @5xl:flex @5xl:items-end @5xl:gap-3">
          <FilterSelect label="Tipo" allLabel="Todos" className="@5xl:w-36" options={typeOptions} value={values.tipo} onChange={changeType} />
          <FilterSelect
            label="Categoria"
            allLabel="Todas"
            className="@5xl:w-56"
            options={categoryOptions}
            value={values.categoryId === undefined ? undefined : String(values.categoryId)}
            onChange={(categoryId) => onChange({ categoryId })}
          />
          <FilterSelect
            label="Unidade"
            allLabel="Todas"
            className="@5xl:w-56"
            options={unitOptions}
            value={values.unitId === undefined ? undefined : String(values.unitId)}
            onChange={(unitId) => onChange({ unitId })}
          />
          <ClearFiltersButton active={active} onClear={onClear} className="@5xl:ml-auto" />
        </div>
      </div>
    </FilterBar>
  );
}
