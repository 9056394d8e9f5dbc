import { useId } from 'react';
import { SearchIcon } from 'lucide-react';
import type { PaymentSituation } from '@domain/enrollments';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { useUnits } from '@web/features/units/api/get-units';

export interface PaymentsFilterValues {
  unitId?: number;
  situacao?: PaymentSituation;
  somenteVencidas: boolean;
}

/** A select may not offer an empty value (spec 1 §5 "Selects"), so "all" has its own. */
const ALL = 'todas';

const situationOptions = [
  { value: 'pago', label: 'Pago' },
  { value: 'pendente', label: 'Pendente' },
] as const;

export interface PaymentsFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  values: PaymentsFilterValues;
  onChange: (values: PaymentsFilterValues) => void;
  /** Staff only: GET /api/units is closed to a cliente, who sees only their family anyway. */
  showUnits: boolean;
}

/** The filters of Gestão Financeira (spec 1 §2.14): unit, situação, athlete name and overdue only. */
export function PaymentsFilters({ search, onSearchChange, values, onChange, showUnits }: PaymentsFiltersProps) {
  const searchId = useId();
  const overdueId = useId();
  return (
    <div className="flex flex-col gap-4 rounded-lg border bg-card p-4 lg:flex-row lg:items-end">
      <div className="grid min-w-0 flex-1 gap-2">
        <Label htmlFor={searchId}>Buscar atleta</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Nome do atleta"
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4 lg:flex lg:items-end lg:gap-3">
        {showUnits && <UnitSelect value={values.unitId} onChange={(unitId) => onChange({ ...values, unitId })} />}
        <FilterSelect
          label="Situação"
          options={situationOptions}
          value={values.situacao}
          onChange={(situacao) => onChange({ ...values, situacao: situacao as PaymentSituation | undefined })}
        />
        <div className="col-span-2 flex h-9 items-center gap-2 lg:col-span-1">
          <Checkbox
            id={overdueId}
            checked={values.somenteVencidas}
            onCheckedChange={(checked) => onChange({ ...values, somenteVencidas: checked === true })}
          />
          <Label htmlFor={overdueId} className="font-normal whitespace-nowrap">
            Somente faturas vencidas
          </Label>
        </div>
      </div>
    </div>
  );
}

function UnitSelect({ value, onChange }: { value: number | undefined; onChange: (unitId: number | undefined) => void }) {
  const units = useUnits();
  const options = (units.data ?? []).map((unit) => ({ value: String(unit.id), label: unit.nome }));
  return (
    <FilterSelect
      label="Unidade"
      options={options}
      value={value === undefined ? undefined : String(value)}
      onChange={(next) => onChange(next === undefined ? undefined : Number(next))}
    />
  );
}

function FilterSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2 lg:w-44">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>Todas</SelectItem>
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
