import { useId } from 'react';
import { ClearFiltersButton, FilterBar, FilterSelect } from '@web/components/list-filters';
import { DateFilter } from '@web/components/date-filter';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

export interface BankLineFilterValues {
  conta?: string;
  de?: string;
  ate?: string;
  valor?: string;
}

export interface BankLineFiltersProps {
  values: BankLineFilterValues;
  /** Every account credits were imported from. */
  contas: string[];
  onChange: (patch: BankLineFilterValues) => void;
  onClear: () => void;
}

/** An amount as typed ('900', '900,00'); anything else is not sent. */
const typedAmount = (text: string) => (/^\d+(?:[.,]\d{1,2})?$/.test(text.trim()) ? text.trim() : undefined);

/** The credits of one account, a period, an amount ("PIX recebido R$ 900,00"). */
export function BankLineFilters({ values, contas, onChange, onClear }: BankLineFiltersProps) {
  const valorId = useId();
  return (
    <FilterBar label="Filtrar créditos">
      <FilterSelect
        label="Conta"
        allLabel="Todas"
        options={contas.map((conta) => ({ value: conta, label: conta }))}
        value={values.conta}
        onChange={(conta) => onChange({ conta })}
        className="@5xl:w-64"
      />
      <DateFilter label="De" value={values.de ?? ''} onChange={(de) => onChange({ de: de || undefined })} />
      <DateFilter label="Até" value={values.ate ?? ''} onChange={(ate) => onChange({ ate: ate || undefined })} />
      <div className="grid min-w-0 gap-2 @5xl:w-32">
        <Label htmlFor={valorId}>Valor (R$)</Label>
        <Input
          id={valorId}
          inputMode="decimal"
          placeholder="0,00"
          defaultValue={values.valor ?? ''}
          key={values.valor ?? ''}
          onBlur={(event) => onChange({ valor: typedAmount(event.target.value) })}
          onKeyDown={(event) => event.key === 'Enter' && onChange({ valor: typedAmount(event.currentTarget.value) })}
        />
      </div>
      <ClearFiltersButton active={Object.values(values).some(Boolean)} onClear={onClear} />
    </FilterBar>
  );
}
