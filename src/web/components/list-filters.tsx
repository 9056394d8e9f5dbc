import { SearchIcon, XIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { SelectOptions } from '@web/components/form-fields';
import { Select, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/utils';

export interface FilterBarProps {
  children: ReactNode;
  /** Makes the bar a search landmark of that name. */
  label?: string;
}

/**
 * The card that holds a list's search box and filters. They stand in a row only when the card has
 * room for them in rem, a container query (the `@5xl:` classes of the bar's children): a media query
 * counts the screen in the browser's 16 px whatever font size the accessibility panel chose, and at
 * 'Extra Grande' a 1366 px screen squeezed the search box to a few letters and pushed the filters off
 * the page.
 */
export function FilterBar({ children, label }: FilterBarProps) {
  return (
    <div className="@container">
      <div role={label ? 'search' : undefined} aria-label={label} className="flex flex-col gap-4 rounded-lg border bg-card p-4 @5xl:flex-row @5xl:items-end">
        {children}
      </div>
    </div>
  );
}

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search box of a filter bar, taking the room the filters leave. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="grid min-w-0 flex-1 gap-2 @5xl:min-w-48">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="pl-9"
        />
      </div>
    </div>
  );
}

/** A select may not offer an empty value (spec 1 §5 "Selects"), so "all" has its own. */
const ALL = 'todos';

export interface FilterSelectProps {
  label: string;
  /** "Todos" or "Todas", agreeing with the label. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  /** undefined is "all". */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The width from the lg breakpoint, where the filters stand in a row. */
  className?: string;
}

export function FilterSelect({ label, allLabel, options, value, onChange, className = '@5xl:w-36' }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={cn('grid min-w-0 gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger id={id}>
          {/* A long choice ends in '…' inside the box instead of pushing the page sideways on a phone. */}
          <SelectValue>
            <span className="truncate">{value === undefined ? allLabel : options.find((option) => option.value === value)?.label}</span>
          </SelectValue>
        </SelectTrigger>
        <SelectOptions options={[{ value: ALL, label: allLabel }, ...options]} />
      </Select>
    </div>
  );
}

export interface ClearFiltersButtonProps {
  /** Whether anything differs from the list's defaults; with nothing to clear the button is disabled, not hidden, so the bar keeps its layout. */
  active: boolean;
  onClear: () => void;
  /** Its place in the filters' grid. */
  className?: string;
}

/** "Limpar Filtros", the last control of a filter bar. */
export function ClearFiltersButton({ active, onClear, className }: ClearFiltersButtonProps) {
  return (
    <Button type="button" variant="outline" className={cn('self-end', className)} onClick={onClear} disabled={!active}>
      <XIcon aria-hidden="true" />
      Limpar Filtros
    </Button>
  );
}
