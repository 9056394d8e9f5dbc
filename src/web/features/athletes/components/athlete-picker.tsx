import { useQuery } from '@tanstack/react-query';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ageCategoryLabels } from '@domain/age';
import { sexLabels } from '@domain/athletes';
import { AthleteChoiceField, AthleteChoiceList, AthleteSearchFieldset } from '@web/components/athlete-choice-list';
import { getAthletesQueryOptions } from '../api/get-athletes';

const RESULTS = 8;

export interface AthletePickerProps {
  /** The radio buttons' name (the form field's). */
  name: string;
  /** The chosen athlete's id as the form holds it ('' for none). */
  value: string;
  onChange: (id: string, nome: string) => void;
  onBlur?: () => void;
  /** Athletes already in the lineup: not offered again. */
  exclude: ReadonlySet<number>;
}

/**
 * Active athletes found by name (GET /api/athletes?busca=, accents ignored) as radio buttons in a
 * fieldset named 'Atleta'.
 */
export function AthletePicker(props: AthletePickerProps) {
  return <AthleteSearchFieldset>{(busca) => <ActiveAthletes busca={busca} {...props} />}</AthleteSearchFieldset>;
}

function ActiveAthletes({ busca, name, value, onChange, onBlur, exclude }: AthletePickerProps & { busca: string }) {
  const athletes = useQuery(getAthletesQueryOptions({ busca: busca || undefined, status: 'ATIVO', page: 1, pageSize: RESULTS + exclude.size }));
  const results = (athletes.data?.items ?? []).filter((a) => !exclude.has(a.id)).slice(0, RESULTS);
  return (
    <AthleteChoiceList
      name={name}
      value={value}
      athletes={results}
      describe={(athlete) => `${ageCategoryLabels[athlete.categoria]} · ${sexLabels[athlete.sexo]}`}
      onChoose={(athlete) => onChange(String(athlete.id), athlete.nomeCompleto)}
      onBlur={onBlur}
      status={athletes}
    />
  );
}

/**
 * The picker as a form field: the chosen athlete's name under it and the schema's message. The
 * name is the dialog's (`chosenName`), which may also say it in its toast.
 */
export function AthletePickerField<TFieldValues extends FieldValues>({
  control,
  name,
  exclude,
  chosenName,
  onChosenName,
  className,
}: {
  control: Control<TFieldValues>;
  name: FieldPath<TFieldValues>;
  exclude: ReadonlySet<number>;
  chosenName: string;
  onChosenName: (nome: string) => void;
  className?: string;
}) {
  return (
    <AthleteChoiceField control={control} name={name} chosenName={chosenName} className={className}>
      {(field) => (
        <AthletePicker
          name={field.name}
          value={String(field.value ?? '')}
          exclude={exclude}
          onBlur={field.onBlur}
          onChange={(id, nome) => {
            field.onChange(id);
            onChosenName(nome);
          }}
        />
      )}
    </AthleteChoiceField>
  );
}
