import { kinshipLabels, kinships } from '@domain/athlete-constants';
import { accessRequestInputSchema } from '@domain/families';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextField } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useRequestAccess } from '../api/request-access';

const kinshipOptions = kinships.map((kinship) => ({ value: kinship, label: kinshipLabels[kinship] }));

export interface AccessRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Solicitar acesso a um atleta': the child as the school registered them; the school decides. Mount it when opening. */
export function AccessRequestDialog({ open, onOpenChange }: AccessRequestDialogProps) {
  const form = useZodForm(accessRequestInputSchema, { nomeCompleto: '', dataNascimento: '', parentesco: undefined });

  const request = useFormMutation(
    form,
    useRequestAccess,
    {
      success: (result) => ({ title: 'Sucesso', description: result.message }),
      failure: 'Não foi possível enviar o pedido. Tente novamente.',
    },
    () => onOpenChange(false),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Solicitar acesso a um atleta"
      description="Informe o nome completo e a data de nascimento como estão no cadastro da escola. A escola confere os dados e libera o acesso."
      form={form}
      onSubmit={request.submit}
      submitLabel="Enviar pedido"
      pending={request.pending}
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
