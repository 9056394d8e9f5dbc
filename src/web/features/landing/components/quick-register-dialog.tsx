import { athleteCreateSchema, type AthleteCreate } from '@domain/athletes';
import { FormDialog } from '@web/components/form-dialog';
import { toast } from '@web/components/ui/use-toast';
import { AthleteFormFields, emptyAthleteForm, type AthleteFormValues } from '@web/features/athletes/components/athlete-form-fields';
import { ConsentField } from '@web/features/privacy/components/consent-field';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useQuickRegister } from '../api/quick-register';
import { useDialogForm } from '../lib/use-dialog-form';

interface QuickRegisterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function QuickRegisterDialog({ open, onOpenChange }: QuickRegisterDialogProps) {
  const { form, handleOpenChange } = useDialogForm<AthleteFormValues, AthleteCreate>(athleteCreateSchema, emptyAthleteForm, onOpenChange);
  const quickRegisterMutation = useQuickRegister();

  function handleSubmit(values: AthleteCreate) {
    quickRegisterMutation.mutate(values, {
      onSuccess: (result) => {
        toast({
          title: 'Cadastro realizado com sucesso!',
          description: `O atleta ${result.athlete.nomeCompleto} foi cadastrado na academia.`,
        });
        form.reset(emptyAthleteForm);
        onOpenChange(false);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast({
          title: 'Erro no cadastro',
          description: errorMessage(error, 'Erro ao realizar cadastro. Tente novamente.'),
          variant: 'destructive',
        });
      },
    });
  }

  const pending = quickRegisterMutation.isPending;

  return (
    <FormDialog
      open={open}
      onOpenChange={handleOpenChange}
      title="Cadastro Rápido"
      description="Cadastre o atleta na academia sem precisar de login. Campos marcados com * são obrigatórios."
      form={form}
      onSubmit={handleSubmit}
      submitLabel={pending ? 'Cadastrando...' : 'Cadastrar atleta'}
      pending={pending}
    >
      <AthleteFormFields control={form.control} showPhoto />
      <ConsentField control={form.control} name="consentimentoLgpd" statement="responsavel" />
    </FormDialog>
  );
}
