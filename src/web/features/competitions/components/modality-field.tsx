import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { competitionModalities, competitionModalityLabels } from '@domain/competitions';
import { SelectField, type SelectOption } from '@web/components/form-fields';

const modalityOptions: SelectOption[] = competitionModalities.map((m) => ({ value: m, label: competitionModalityLabels[m] }));

/** 'Modalidade' of a championship or an opposing team: the sports the school competes in. */
export function ModalityField<TFieldValues extends FieldValues & { modalidade: string }, TOutput>({
  control,
}: {
  control: Control<TFieldValues, unknown, TOutput>;
}) {
  return (
    <SelectField
      control={control}
      name={'modalidade' as FieldPath<TFieldValues>}
      label="Modalidade"
      required
      options={modalityOptions}
      placeholder="Selecione a modalidade"
    />
  );
}
