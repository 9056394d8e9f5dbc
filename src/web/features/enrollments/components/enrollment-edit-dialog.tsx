import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2Icon, RotateCcwIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { enrollmentEditSchema, type Enrollment, type EnrollmentEdit, type EnrollmentEditInput } from '@domain/enrollments';
import { AlertNotice } from '@web/components/alert-notice';
import { SelectField, TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Form } from '@web/components/ui/form';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useUpdateEnrollment } from '../api/update-enrollment';
import { useTeamOptions } from './use-team-options';

export const INACTIVE_ENROLLMENT_MESSAGE = 'Esta matrícula está inativa. Reative-a para poder editar suas informações.';

export interface EnrollmentEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  enrollment: Enrollment;
  /** Asks to reactivate the (inactive) enrolment, with the page's confirmation. */
  onReactivate: (enrollment: Enrollment) => void;
}

/**
 * 'Editar Matrícula' (administrador): team, fee and discount. An inactive enrolment cannot be
 * edited (spec 1 §4): the fields and Salvar are disabled and a notice offers reactivation first,
 * which FormDialog has no room for, hence the dialog is composed here.
 */
export function EnrollmentEditDialog({ open, onOpenChange, enrollment, onReactivate }: EnrollmentEditDialogProps) {
  const inactive = enrollment.status !== 'ativa';
  const form = useForm<EnrollmentEditInput, unknown, EnrollmentEdit>({
    resolver: zodResolver(enrollmentEditSchema),
    defaultValues: {
      teamId: String(enrollment.teamId),
      // Typed the Brazilian way ('150,00'); the schema reads a comma as the decimal point.
      valorMensalidade: enrollment.valorMensalidade.replace('.', ','),
      desconto: (enrollment.desconto || '0.00').replace('.', ','),
    },
  });
  const teamSelect = useTeamOptions(enrollment);

  const updateEnrollment = useUpdateEnrollment({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Matrícula atualizada com sucesso!' });
      onOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao atualizar matrícula. Tente novamente.') });
    },
  });
  const pending = updateEnrollment.isPending;
  const rootError = form.formState.errors.root?.server?.message;

  const handleSubmit = (data: EnrollmentEdit) => {
    form.clearErrors('root.server');
    updateEnrollment.mutate({ id: enrollment.id, data });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Editar Matrícula</DialogTitle>
          <DialogDescription>Matrícula de {enrollment.athlete.nomeCompleto}.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(handleSubmit)} className="grid gap-4" aria-busy={pending}>
            {inactive && (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
                <div className="flex-1">
                  <AlertNotice role="status">{INACTIVE_ENROLLMENT_MESSAGE}</AlertNotice>
                </div>
                <Button type="button" variant="outline" onClick={() => onReactivate(enrollment)}>
                  <RotateCcwIcon aria-hidden="true" />
                  Reativar
                </Button>
              </div>
            )}
            {/* A disabled fieldset disables every native control inside, the select's trigger too. */}
            <fieldset disabled={inactive || pending} className="grid min-w-0 gap-4 disabled:pointer-events-none sm:grid-cols-2">
              <SelectField
                control={form.control}
                name="teamId"
                label="Turma"
                required
                options={teamSelect.options}
                placeholder={teamSelect.placeholder}
                description={teamSelect.description}
                className="sm:col-span-2"
              />
              <TextField control={form.control} name="valorMensalidade" label="Valor da Mensalidade (R$)" required inputMode="decimal" />
              <TextField control={form.control} name="desconto" label="Desconto (R$)" inputMode="decimal" />
            </fieldset>
            {rootError && !inactive && <AlertNotice>{rootError}</AlertNotice>}
            <DialogFooter className="pt-2">
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  Cancelar
                </Button>
              </DialogClose>
              <Button type="submit" disabled={pending || inactive} aria-busy={pending}>
                {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Salvar
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
