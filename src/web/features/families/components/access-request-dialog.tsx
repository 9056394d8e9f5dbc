import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { kinshipLabels, kinships } from '@domain/athlete-constants';
import { accessRequestInputSchema, type AccessRequestInput } from '@domain/families';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextField } from '@web/components/form-fields';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useRequestAccess, type AccessRequestData } from '../api/request-access';

const kinshipOptions = kinships.map((kinship) => ({ value: kinship, label: kinshipLabels[kinship] }));

export interface AccessRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Solicitar acesso a um atleta': the child as the school registered them; the school decides. Mount it when opening. */
export function AccessRequestDialog({ open, onOpenChange }: AccessRequestDialogProps) {
  const form = useForm<AccessRequestInput, unknown, AccessRequestData>({
    resolver: zodResolver(accessRequestInputSchema),
    defaultValues: { nomeCompleto: '', dataNascimento: '', parentesco: undefined },
  });

  const request = useRequestAccess({
    onSuccess: (result) => {
      toast({ title: 'Sucesso', description: result.message });
      onOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Não foi possível enviar o pedido. Tente novamente.') });
    },
  });

  const handleSubmit = (data: AccessRequestData) => {
    form.clearErrors('root.server');
    request.mutate(data);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Solicitar acesso a um atleta"
      description="Informe o nome completo e a data de nascimento como estão no cadastro da escola. A escola confere os dados e libera o acesso."
      form={form}
      onSubmit={handleSubmit}
      submitLabel="Enviar pedido"
      pending={request.isPending}
      className="sm:max-w-lg"
    >
      <TextField control={form.control} name="nomeCompleto" label="Nome completo do atleta" required autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="dataNascimento" label="Data de nascimento" required type="date" autoComplete="off" />
        <SelectField control={form.control} name="parentesco" label="Parentesco" required options={kinshipOptions} placeholder="Selecione" />
      </div>
    </FormDialog>
  );
}
