import { athleteCreateSchema, type AthleteCreate } from '@domain/athletes';
import { AthleteFormFields, emptyAthleteForm, type AthleteFormValues } from '@web/components/athlete-form-fields';
import { ConsentField } from '@web/components/consent-field';
import { FormDialog } from '@web/components/form-dialog';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateAthlete } from '../api/create-athlete';

export interface AthleteCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Cadastrar Novo Atleta' (spec 1 §2.5), administrador and professor. Mount it when opening. */
export function AthleteCreateDialog({ open, onOpenChange }: AthleteCreateDialogProps) {
  const form = useZodForm<AthleteFormValues, AthleteCreate>(athleteCreateSchema, emptyAthleteForm);
  const createAthlete = useFormMutation(
    form,
    useCreateAthlete,
    { success: 'Atleta cadastrado com sucesso!', failure: 'Erro ao cadastrar atleta. Tente novamente.' },
    () => onOpenChange(false),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cadastrar Novo Atleta"
      description="Preencha os dados do atleta. Campos marcados com * são obrigatórios."
      form={form}
      onSubmit={createAthlete.submit}
      submitLabel="Cadastrar"
      pending={createAthlete.pending}
    >
      <AthleteFormFields control={form.control} showPhoto />
      <ConsentField control={form.control} name="consentimentoLgpd" statement="escola" />
    </FormDialog>
  );
}
