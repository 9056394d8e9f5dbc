import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { programInputSchema, type ProgramData, type ProgramDetail, type ProgramInput } from '@domain/training';
import { AlertNotice } from '@web/components/alert-notice';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/ui/form';
import { toast } from '@web/components/ui/use-toast';
import { applyServerErrors } from '@web/lib/form-errors';
import { useUpdateProgram } from '../api/update-program';
import { ProgramFields, toProgramFormValues } from './program-fields';

/** The editor's info form (spec 2 §2.11): PUT with title, description, tags and situação. */
export function ProgramInfoForm({ program }: { program: ProgramDetail }) {
  const form = useForm<ProgramInput, unknown, ProgramData>({
    resolver: zodResolver(programInputSchema),
    defaultValues: toProgramFormValues(program),
  });
  const update = useUpdateProgram({
    onSuccess: (saved) => {
      form.reset(toProgramFormValues(saved));
      toast({ title: 'Sucesso', description: 'Programa atualizado com sucesso!' });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: 'Erro ao atualizar programa' });
    },
  });
  const rootError = form.formState.errors.root?.server?.message;

  return (
    <Form {...form}>
      <form
        noValidate
        aria-labelledby="programa-info-titulo"
        aria-busy={update.isPending}
        className="space-y-4 rounded-lg border bg-card p-4 sm:p-6"
        onSubmit={form.handleSubmit((data) => {
          form.clearErrors('root.server');
          update.mutate({ id: program.id, data });
        })}
      >
        <h2 id="programa-info-titulo" className="text-lg font-semibold">
          Informações do Programa
        </h2>
        <ProgramFields control={form.control} />
        {rootError && <AlertNotice>{rootError}</AlertNotice>}
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending || !form.formState.isDirty} aria-busy={update.isPending}>
            {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Salvar Alterações
          </Button>
        </div>
      </form>
    </Form>
  );
}
