import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { programInputSchema, type ProgramData, type ProgramInput } from '@domain/training';
import { FormDialog } from '@web/components/form-dialog';
import { toast } from '@web/components/ui/use-toast';
import { applyServerErrors } from '@web/lib/form-errors';
import { useCreateProgram } from '../api/create-program';
import { ProgramFields, toProgramFormValues } from './program-fields';

/** 'Novo Programa' (spec 2 §2.10); its activities are added in the editor. */
export function ProgramFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<ProgramInput, unknown, ProgramData>({
    resolver: zodResolver(programInputSchema),
    defaultValues: toProgramFormValues(),
  });
  const create = useCreateProgram({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Programa criado com sucesso!' });
      onOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: 'Erro ao criar programa' });
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Novo Programa"
      description="Crie o programa e depois adicione suas atividades no editor."
      form={form}
      onSubmit={(data) => {
        form.clearErrors('root.server');
        create.mutate(data);
      }}
      submitLabel="Criar Programa"
      pending={create.isPending}
    >
      <ProgramFields control={form.control} />
    </FormDialog>
  );
}
