import { RotateCcwIcon } from 'lucide-react';
import { enrollmentEditSchema, type Enrollment } from '@domain/enrollments';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useUpdateEnrollment } from '../api/update-enrollment';
import { useTeamOptions } from './use-team-options';

const INACTIVE_ENROLLMENT_MESSAGE = 'Esta matrícula está inativa. Reative-a para poder editar suas informações.';

export interface EnrollmentEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  enrollment: Enrollment;
  /** Asks to reactivate the (inactive) enrolment, with the page's confirmation. */
  onReactivate: (enrollment: Enrollment) => void;
}

/**
 * 'Editar Matrícula' (administrador): team, fee and discount. An inactive enrolment cannot be
 * edited (spec 1 §4): the fields and Salvar are disabled and a notice offers reactivation first.
 */
export function EnrollmentEditDialog({ open, onOpenChange, enrollment, onReactivate }: EnrollmentEditDialogProps) {
  const inactive = enrollment.status !== 'ativa';
  const form = useZodForm(enrollmentEditSchema, {
    teamId: String(enrollment.teamId),
    // Typed the Brazilian way ('150,00'); the schema reads a comma as the decimal point.
    valorMensalidade: enrollment.valorMensalidade.replace('.', ','),
    desconto: (enrollment.desconto || '0.00').replace('.', ','),
  });
  const teamSelect = useTeamOptions(enrollment);

  const updateEnrollment = useFormMutation(
    form,
    useUpdateEnrollment,
    { success: 'Matrícula atualizada com sucesso!', failure: 'Erro ao atualizar matrícula. Tente novamente.' },
    () => onOpenChange(false),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar Matrícula"
      description={`Matrícula de ${enrollment.athlete.nomeCompleto}.`}
      form={form}
      onSubmit={(data) => updateEnrollment.submit({ id: enrollment.id, data })}
      submitLabel="Salvar"
      pending={updateEnrollment.pending}
      notice={inactive ? INACTIVE_ENROLLMENT_MESSAGE : undefined}
      noticeAction={
        <Button type="button" variant="outline" onClick={() => onReactivate(enrollment)}>
          <RotateCcwIcon aria-hidden="true" />
          Reativar
        </Button>
      }
      disabled={inactive}
    >
      <div className="grid gap-4 sm:grid-cols-2">
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
      </div>
    </FormDialog>
  );
}
