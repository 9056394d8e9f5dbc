import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { sexLabels } from '@domain/athletes';
import type { LineupCandidate } from '@domain/competitions';
import { managedTeamCategoryLabels } from '@domain/rosters';
import { AthleteChoiceField, AthleteChoiceList, AthleteSearchFieldset } from '@web/components/athlete-choice-list';
import { useLineupCandidates } from '../api/get-lineup-candidates';
import { CallupBadge } from './callup-badge';

/** The line under a candidate's name: the category as the roster labels it, and where they come from. */
const describe = (athlete: LineupCandidate) =>
  [managedTeamCategoryLabels[athlete.categoria], sexLabels[athlete.sexo], athlete.grupo === 'turma' ? 'Da turma do jogo' : null]
    .filter(Boolean)
    .join(' · ');

/**
 * The athlete of a new lineup entry, as radio buttons in a fieldset named 'Atleta': those called up
 * who go first (each called-up athlete with the family's answer as a badge), then the game's turma,
 * then its category, then everyone else (GET /api/games/:id/lineup/candidates), searched by name.
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
  const [chosenName, setChosenName] = useState('');
  return (
    <AthleteChoiceField control={control} name={name} chosenName={chosenName} className={className}>
      {(field) => (
        <AthleteSearchFieldset hint="Primeiro os convocados que vão, depois os atletas da turma do jogo e os da mesma categoria.">
          {(busca) => (
            <LineupCandidates
              gameId={gameId}
              busca={busca}
              name={field.name}
              value={String(field.value ?? '')}
              onBlur={field.onBlur}
              onChoose={(athlete) => {
                field.onChange(String(athlete.id));
                setChosenName(athlete.nomeCompleto);
              }}
            />
          )}
        </AthleteSearchFieldset>
      )}
    </AthleteChoiceField>
  );
}

function LineupCandidates({
  gameId,
  busca,
  name,
  value,
  onBlur,
  onChoose,
}: {
  gameId: number;
  busca: string;
  name: string;
  value: string;
  onBlur: () => void;
  onChoose: (athlete: LineupCandidate) => void;
}) {
  const candidates = useLineupCandidates(gameId, busca || undefined);
  return (
    <AthleteChoiceList
      name={name}
      value={value}
      athletes={candidates.data?.items ?? []}
      describe={describe}
      badge={(athlete) => athlete.convocacao && <CallupBadge status={athlete.convocacao} />}
      onChoose={onChoose}
      onBlur={onBlur}
      status={candidates}
    />
  );
}
