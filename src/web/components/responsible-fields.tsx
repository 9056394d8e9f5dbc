import type { Control, FieldPath } from 'react-hook-form';
import { maskCpf } from '@domain/documents';
import { MaskedField, TextField } from '@web/components/form-fields';

/** What a company's and a unit's form hold of the person answering for it. */
interface ResponsibleValues {
  responsavelNome?: string | null;
  responsavelCpf?: string | null;
  responsavelFuncao?: string | null;
}

/** The 'Responsável' fieldset of the company and unit forms: name, CPF and role. */
export function ResponsibleFields<TFieldValues extends ResponsibleValues, TOutput>({ control }: { control: Control<TFieldValues, unknown, TOutput> }) {
  const name = (field: keyof ResponsibleValues) => field as FieldPath<TFieldValues>;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-muted-foreground">Responsável</legend>
      <TextField control={control} name={name('responsavelNome')} label="Nome do Responsável" className="sm:col-span-2" />
      <MaskedField control={control} name={name('responsavelCpf')} label="CPF do Responsável" mask={maskCpf} placeholder="000.000.000-00" />
      <TextField control={control} name={name('responsavelFuncao')} label="Função" />
    </fieldset>
  );
}
