import { useId, useState, type KeyboardEvent } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { sexLabels } from '@domain/athletes';
import type { LineupCandidate } from '@domain/competitions';
import { managedTeamCategoryLabels } from '@domain/rosters';
import { AthleteChoiceList, ChosenAthlete } from '@web/components/athlete-choice-list';
import { FormField, FormItem, FormMessage } from '@web/components/ui/form';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { effectiveSearch } from '@web/lib/use-list-params';
import { useLineupCandidates } from '../api/get-lineup-candidates';

/** The line under a candidate's name: the category as the roster labels it, and where they come from. */
const describe = (athlete: LineupCandidate) =>
  [managedTeamCategoryLabels[athlete.categoria], sexLabels[athlete.sexo], athlete.grupo === 'turma' ? 'Da turma do jogo' : null]
    .filter(Boolean)
    .join(' · ');

/**
 * The athlete of a new lineup entry, as radio buttons in a fieldset named 'Atleta': the game's
 * turma first, then its category, then everyone else (GET /api/games/:id/lineup/candidates),
 * searched by name. Enter in the search box searches; it does not submit the dialog.
 */
export function LineupAthletePickerField<TFieldValues extends FieldValues>({
  gameId,
  control,
  name,
  className,
}: {
  gameId: number;
  control: Control<TFieldValues>;
  name: FieldPath<TFieldValues>;
  className?: string;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [chosenName, setChosenName] = useState('');
  const busca = effectiveSearch(useDebouncedValue(search, 300)) || undefined;
  const candidates = useLineupCandidates(gameId, busca);
  const keepEnterInSearch = (event: KeyboardEvent) => event.key === 'Enter' && event.preventDefault();

  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <fieldset className="grid min-w-0 gap-2">
            <legend className="mb-2 flex items-center gap-1 text-sm font-medium">
              Atleta
              <span aria-hidden="true" className="text-destructive">
                *
              </span>
            </legend>
            <p className="text-sm text-muted-foreground">Primeiro os atletas da turma do jogo, depois os da mesma categoria.</p>
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
            <AthleteChoiceList
              name={field.name}
              value={String(field.value ?? '')}
              athletes={candidates.data?.items ?? []}
              describe={describe}
              onChoose={(athlete) => {
                field.onChange(String(athlete.id));
                setChosenName(athlete.nomeCompleto);
              }}
              onBlur={field.onBlur}
              status={candidates}
            />
          </fieldset>
          <ChosenAthlete nome={chosenName} />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
