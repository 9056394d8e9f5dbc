import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { AthleteAvatar } from '@web/components/athlete-avatar';
import { BoundItem } from '@web/components/form-fields';
import { FormMessage } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { effectiveSearch } from '@web/lib/use-list-params';

interface Choosable {
  id: number;
  nomeCompleto: string;
  fotoUrl?: string | null;
}

/** One athlete, as radio buttons bound to a form field. */
interface ChooseOne<T> {
  /** The radio buttons' name (the form field's). */
  name: string;
  /** The chosen athlete's id as the form holds it ('' for none). */
  value: string;
  onChoose: (athlete: T) => void;
  onBlur?: () => void;
}

/** Several athletes, as checkboxes; a `locked` one shows checked and cannot be changed. */
interface ChooseMany<T> {
  chosen: readonly number[];
  onToggle: (athlete: T, checked: boolean) => void;
  locked?: (athlete: T) => boolean;
}

export type AthleteChoiceListProps<T extends Choosable> = (ChooseOne<T> | ChooseMany<T>) & {
  athletes: T[];
  /** The line under the name, e.g. category and sex. */
  describe: (athlete: T) => string;
  /** The query behind `athletes`. */
  status: { isPending: boolean; isError: boolean; isFetching: boolean };
  /** Show each athlete's photo (or initials) beside the name. */
  withPhoto?: boolean;
  /** A badge after the name, e.g. the game call-up's answer. */
  badge?: (athlete: T) => ReactNode;
};

/**
 * A short list of athletes to choose from, with its loading, error and empty states: one, as radio
 * buttons (the game sheet's lineup, the roster's "Adicionar Atleta"), or several, as checkboxes
 * (the game's call-up).
 */
export function AthleteChoiceList<T extends Choosable>(props: AthleteChoiceListProps<T>) {
  const { athletes, describe, status, withPhoto = false, badge } = props;
  const input = (athlete: T) => {
    if ('chosen' in props) {
      const locked = props.locked?.(athlete) ?? false;
      return (
        <input
          type="checkbox"
          checked={locked || props.chosen.includes(athlete.id)}
          disabled={locked}
          onChange={(e) => props.onToggle(athlete, e.target.checked)}
          className="size-4 shrink-0 accent-primary"
        />
      );
    }
    return (
      <input
        type="radio"
        name={props.name}
        value={athlete.id}
        checked={props.value === String(athlete.id)}
        onChange={() => props.onChoose(athlete)}
        onBlur={props.onBlur}
        className="size-4 shrink-0 accent-primary"
      />
    );
  };
  return (
    <div className="max-h-60 overflow-y-auto rounded-md border" aria-busy={status.isFetching}>
      {status.isPending ? (
        <p role="status" className="p-3 text-sm text-muted-foreground">
          Carregando atletas...
        </p>
      ) : status.isError ? (
        <p role="alert" className="p-3 text-sm">
          Não foi possível carregar os atletas.
        </p>
      ) : athletes.length === 0 ? (
        <p className="p-3 text-sm text-muted-foreground">Nenhum atleta disponível</p>
      ) : (
        <ul className="divide-y">
          {athletes.map((athlete) => (
            <li key={athlete.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted has-checked:bg-accent has-disabled:cursor-default">
                {input(athlete)}
                {withPhoto && <AthleteAvatar nome={athlete.nomeCompleto} fotoUrl={athlete.fotoUrl} size="sm" />}
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{athlete.nomeCompleto}</span>
                  <span className="block text-xs text-muted-foreground">{describe(athlete)}</span>
                </span>
                {badge?.(athlete)}
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Says which athlete is chosen, announced politely as the choice changes. */
function ChosenAthlete({ nome }: { nome: string | null | undefined }) {
  return (
    <p className="text-sm" aria-live="polite">
      {nome ? (
        <>
          Atleta selecionado: <strong>{nome}</strong>
        </>
      ) : (
        <span className="text-muted-foreground">Nenhum atleta selecionado</span>
      )}
    </p>
  );
}

export interface AthleteChoiceFieldProps<TFieldValues extends FieldValues, TOutput> {
  control: Control<TFieldValues, unknown, TOutput>;
  name: FieldPath<TFieldValues>;
  /** The chosen athlete's name, which the choosing keeps (the form holds only the id). */
  chosenName: string | null | undefined;
  className?: string;
  /** The choice, given the bound field: an AthleteChoiceList (in a search fieldset). */
  children: (field: ControllerRenderProps<TFieldValues, FieldPath<TFieldValues>>) => ReactNode;
}

/** An athlete choice as a form field: the choice, then which athlete is chosen and the schema's message. */
export function AthleteChoiceField<TFieldValues extends FieldValues, TOutput>({
  control,
  name,
  chosenName,
  className,
  children,
}: AthleteChoiceFieldProps<TFieldValues, TOutput>) {
  return (
    <BoundItem control={control} name={name} className={className}>
      {(field) => (
        <>
          {children(field)}
          <ChosenAthlete nome={chosenName} />
          <FormMessage />
        </>
      )}
    </BoundItem>
  );
}

export interface AthleteSearchFieldsetProps {
  /** The fieldset's legend; 'Atleta' by default. */
  legend?: string;
  /** What the search finds, under the legend. */
  hint?: string;
  /** The choices for the search typed (an AthleteChoiceList), given the term once typing pauses. */
  children: (busca: string) => ReactNode;
}

/**
 * The fieldset 'Atleta' of a picker: a name search and the choices it finds. Enter in the search box
 * searches; it does not submit the dialog.
 */
export function AthleteSearchFieldset({ legend = 'Atleta', hint, children }: AthleteSearchFieldsetProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const busca = effectiveSearch(useDebouncedValue(search, 300));
  const keepEnterInSearch = (event: KeyboardEvent) => event.key === 'Enter' && event.preventDefault();
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
        {legend}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      <Label htmlFor={searchId} className="sr-only">
        Buscar atleta
      </Label>
      <Input
        id={searchId}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={keepEnterInSearch}
        placeholder="Buscar atleta pelo nome"
        autoComplete="off"
      />
      {children(busca)}
    </fieldset>
  );
}
