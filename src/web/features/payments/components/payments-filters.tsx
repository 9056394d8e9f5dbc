import { memo, useId } from 'react';
import { paymentSituationHints, paymentSituationLabels, paymentSituations, type PaymentSituation } from '@domain/enrollments';
import { ClearFiltersButton, FilterBar, FilterSelect, SearchField } from '@web/components/list-filters';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { useUnits } from '@web/features/units';

export interface PaymentsFilterValues {
  unitId?: number;
  situacao?: PaymentSituation;
  somenteVencidas: boolean;
}

const situationOptions = paymentSituations.map((situacao) => ({ value: situacao, label: paymentSituationLabels[situacao] }));

export interface PaymentsFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  values: PaymentsFilterValues;
  onChange: (values: PaymentsFilterValues) => void;
  onClear: () => void;
  /** Who may list units (manageUnits): GET /api/units is closed to a cliente, who sees only their family anyway. */
  showUnits: boolean;
}

/**
 * The filters of Gestão Financeira (spec 1 §2.14): unit, situação (what the chosen one means is
 * written under the bar), athlete name and overdue only. Memoised: the list's data arriving does not
 * re-render the selects.
 */
export const PaymentsFilters = memo(function PaymentsFilters({ search, onSearchChange, values, onChange, onClear, showUnits }: PaymentsFiltersProps) {
  const overdueId = useId();
  const active = search.trim() !== '' || values.unitId !== undefined || values.situacao !== undefined || values.somenteVencidas;
  return (
    <>
      <FilterBar>
        <SearchField label="Buscar atleta" placeholder="Nome do atleta" value={search} onChange={onSearchChange} />
        <div className="grid grid-cols-2 gap-4 @5xl:flex @5xl:items-end @5xl:gap-3">
          {showUnits && <UnitSelect value={values.unitId} onChange={(unitId) => onChange({ ...values, unitId })} />}
          <FilterSelect
            label="Situação"
            allLabel="Todas"
            className="col-span-2 @5xl:col-span-1 @5xl:w-56"
            options={situationOptions}
            value={values.situacao}
            onChange={(situacao) => onChange({ ...values, situacao: situacao as PaymentSituation | undefined })}
          />
          <div className="col-span-2 flex h-9 items-center gap-2 @5xl:col-span-1">
            <Checkbox
              id={overdueId}
              checked={values.somenteVencidas}
              onCheckedChange={(checked) => onChange({ ...values, somenteVencidas: checked === true })}
            />
            <Label htmlFor={overdueId} className="font-normal whitespace-nowrap">
              Somente faturas vencidas
            </Label>
          </div>
          <ClearFiltersButton active={active} onClear={onClear} className="col-span-2 @5xl:col-span-1" />
        </div>
      </FilterBar>
      {values.situacao && <p className="text-sm text-muted-foreground">{paymentSituationHints[values.situacao]}</p>}
    </>
  );
});

function UnitSelect({ value, onChange }: { value: number | undefined; onChange: (unitId: number | undefined) => void }) {
  const units = useUnits();
  const options = (units.data ?? []).map((unit) => ({ value: String(unit.id), label: unit.nome }));
  return (
    <FilterSelect
      label="Unidade"
      allLabel="Todas"
      className="@5xl:w-44"
      options={options}
      value={value === undefined ? undefined : String(value)}
      onChange={(next) => onChange(next === undefined ? undefined : Number(next))}
    />
  );
}
