import { Loader2Icon } from 'lucide-react';
import { programInputSchema, type ProgramDetail } from '@domain/training';
import { AlertNotice } from '@web/components/alert-notice';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/ui/form';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useUpdateProgram } from '../api/update-program';
import { ProgramFields, toProgramFormValues } from './program-fields';

/** The editor's info form (spec 2 §2.11): PUT with title, description, tags and situação. */
export function ProgramInfoForm({ program }: { program: ProgramDetail }) {
  const form = useZodForm(programInputSchema, toProgramFormValues(program));
  const update = useFormMutation(
    form,
    useUpdateProgram,
    { success: 'Programa atualizado com sucesso!', failure: 'Erro ao atualizar programa' },
    (saved) => form.reset(toProgramFormValues(saved)),
  );
  const rootError = form.formState.errors.root?.server?.message;

  return (
    <Form {...form}>
      <form
        noValidate
        aria-labelledby="programa-info-titulo"
        aria-busy={update.pending}
        className="space-y-4 rounded-lg border bg-card p-4 sm:p-6"
        onSubmit={form.handleSubmit((data) => update.submit({ id: program.id, data }))}
      >
        <h2 id="programa-info-titulo" className="text-lg font-semibold">
          Informações do Programa
        </h2>
        <ProgramFields control={form.control} />
        {rootError && <AlertNotice>{rootError}</AlertNotice>}
        <div className="flex justify-end">
          <Button type="submit" disabled={update.pending || !form.formState.isDirty} aria-busy={update.pending}>
            {update.pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Salvar Alterações
          </Button>
        </div>
      </form>
    </Form>
  );
}
