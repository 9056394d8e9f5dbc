import { athleteCreateSchema, type AthleteCreate } from '@domain/athletes';
import { AthleteFormFields, emptyAthleteForm, type AthleteFormValues } from '@web/components/athlete-form-fields';
import { ConsentField } from '@web/components/consent-field';
import { FormDialog } from '@web/components/form-dialog';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useQuickRegister } from '../api/quick-register';

interface QuickRegisterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function QuickRegisterDialog({ open, onOpenChange }: QuickRegisterDialogProps) {
  const form = useZodForm<AthleteFormValues, AthleteCreate>(athleteCreateSchema, emptyAthleteForm);
  // Kept mounted between openings: closing clears the form for the next one.
  const handleOpenChange = (next: boolean) => {
    if (!next) form.reset();
    onOpenChange(next);
  };
  const quickRegister = useFormMutation(
    form,
    useQuickRegister,
    {
      success: (result) => ({
        title: 'Cadastro realizado com sucesso!',
        description: `O atleta ${result.athlete.nomeCompleto} foi cadastrado na academia.`,
      }),
      failure: 'Erro ao realizar cadastro. Tente novamente.',
      failureTitle: 'Erro no cadastro',
    },
    () => handleOpenChange(false),
  );
  const pending = quickRegister.pending;

  return (
    <FormDialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Cadastro Rápido"
      description="Cadastre o atleta na academia sem precisar de login. Campos marcados com * são obrigatórios."
      form={form}
      onSubmit={quickRegister.submit}
      submitLabel={pending ? 'Cadastrando...' : 'Cadastrar atleta'}
      pending={pending}
    >
      <AthleteFormFields control={form.control} showPhoto />
      <ConsentField control={form.control} name="consentimentoLgpd" statement="responsavel" />
    </FormDialog>
  );
}
