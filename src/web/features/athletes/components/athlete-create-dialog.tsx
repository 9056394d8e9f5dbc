import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { athleteCreateSchema, type AthleteCreate } from '@domain/athletes';
import { FormDialog } from '@web/components/form-dialog';
import { toast } from '@web/components/ui/use-toast';
import { ConsentField } from '@web/features/privacy/components/consent-field';
import { applyServerErrors } from '@web/lib/form-errors';
import { useCreateAthlete } from '../api/create-athlete';
import { AthleteFormFields, emptyAthleteForm, type AthleteFormValues } from './athlete-form-fields';

export interface AthleteCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Cadastrar Novo Atleta' (spec 1 §2.5), administrador and professor. Mount it when opening. */
export function AthleteCreateDialog({ open, onOpenChange }: AthleteCreateDialogProps) {
  const form = useForm<AthleteFormValues, unknown, AthleteCreate>({
    resolver: zodResolver(athleteCreateSchema),
    defaultValues: emptyAthleteForm,
  });

  const createAthlete = useCreateAthlete({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Atleta cadastrado com sucesso!' });
      onOpenChange(false);
    },
    onError: (error) => {
      // The server's own message ('CPF já cadastrado', ...) shows in the form; the toast is the catalogue's.
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: 'Erro ao cadastrar atleta. Tente novamente.' });
    },
  });

  const handleSubmit = (data: AthleteCreate) => {
    form.clearErrors('root.server');
    createAthlete.mutate(data);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cadastrar Novo Atleta"
      description="Preencha os dados do atleta. Campos marcados com * são obrigatórios."
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Cadastrar"
      pending={createAthlete.isPending}
    >
      <AthleteFormFields control={form.control} showPhoto />
      <ConsentField control={form.control} name="consentimentoLgpd" statement="escola" />
    </FormDialog>
  );
}
