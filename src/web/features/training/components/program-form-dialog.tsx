import { programInputSchema } from '@domain/training';
import { FormDialog } from '@web/components/form-dialog';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateProgram } from '../api/create-program';
import { ProgramFields, toProgramFormValues } from './program-fields';

/** 'Novo Programa' (spec 2 §2.10); its activities are added in the editor. */
export function ProgramFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(programInputSchema, toProgramFormValues());
  const create = useFormMutation(
    form,
    useCreateProgram,
    { success: 'Programa criado com sucesso!', failure: 'Erro ao criar programa' },
    () => onOpenChange(false),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Novo Programa"
      description="Crie o programa e depois adicione suas atividades no editor."
      form={form}
      onSubmit={create.submit}
      submitLabel="Criar Programa"
      pending={create.pending}
    >
      <ProgramFields control={form.control} />
    </FormDialog>
  );
}
