import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { Enrollment } from '@domain/enrollments';
import { SelectField, TextField } from '@web/components/form-fields';
import { useTeamOptions } from './use-team-options';

/** What the new and the edit enrolment forms both hold. */
interface EnrollmentFieldValues {
  teamId: string | number;
  valorMensalidade?: unknown;
  desconto?: unknown;
}

type FieldsProps<TFieldValues extends FieldValues, TOutput> = { control: Control<TFieldValues, unknown, TOutput> };

const name = <TFieldValues extends FieldValues>(field: keyof EnrollmentFieldValues) => field as FieldPath<TFieldValues>;

/** 'Turma', a whole row: the active teams, plus the enrolment's own (`current`) when it is no longer active. */
export function TeamField<TFieldValues extends EnrollmentFieldValues, TOutput>({
  control,
  current,
}: FieldsProps<TFieldValues, TOutput> & { current?: Pick<Enrollment, 'team'> }) {
  const teamSelect = useTeamOptions(current);
  return (
    <SelectField control={control} name={name<TFieldValues>('teamId')} label="Turma" required {...teamSelect} className="sm:col-span-2" />
  );
}

/** The monthly fee and its discount, typed the Brazilian way ('150,00'). */
export function FeeFields<TFieldValues extends EnrollmentFieldValues, TOutput>({ control }: FieldsProps<TFieldValues, TOutput>) {
  return (
    <>
      <TextField control={control} name={name<TFieldValues>('valorMensalidade')} label="Valor da Mensalidade (R$)" required inputMode="decimal" />
      <TextField control={control} name={name<TFieldValues>('desconto')} label="Desconto (R$)" inputMode="decimal" />
    </>
  );
}
