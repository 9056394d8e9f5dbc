import { useId } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { cn } from '@web/lib/utils';

export interface DateFilterProps {
  label: string;
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The width from the lg breakpoint, where the filters stand in a row. */
  className?: string;
}

/** A labelled date of a filter bar or a report period (the browser's date picker, dd/mm/aaaa in pt-BR). */
export function DateFilter({ label, value, onChange, className = '@5xl:w-40' }: DateFilterProps) {
  const id = useId();
  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
