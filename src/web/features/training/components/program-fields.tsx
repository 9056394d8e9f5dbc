import type { Control } from 'react-hook-form';
import { programSituacaoLabels, programSituacoes, type ProgramData, type ProgramDetail, type ProgramInput } from '@domain/training';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';

const situacaoOptions: SelectOption[] = programSituacoes.map((s) => ({ value: s, label: programSituacaoLabels[s] }));

/** The form's values: tags typed as comma-separated text (the API returns them as a list). */
export function toProgramFormValues(program?: ProgramDetail | null): ProgramInput {
  return {
    titulo: program?.titulo ?? '',
    descricao: program?.descricao ?? '',
    tags: program?.tags.join(', ') ?? '',
    situacao: program?.situacao ?? 'ativo',
  };
}

/** Título, descrição, tags and situação (spec 2 §2.10 'Novo Programa', §2.11 info form). */
export function ProgramFields({ control }: { control: Control<ProgramInput, unknown, ProgramData> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField control={control} name="titulo" label="Título" required maxLength={255} className="sm:col-span-2" />
      <TextareaField control={control} name="descricao" label="Descrição" className="sm:col-span-2" />
      <TextField control={control} name="tags" label="Tags" description="Separadas por vírgula" className="sm:col-span-2" />
      <SelectField control={control} name="situacao" label="Situação" required options={situacaoOptions} />
    </div>
  );
}
