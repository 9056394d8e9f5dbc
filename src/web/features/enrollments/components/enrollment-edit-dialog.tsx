import { RotateCcwIcon } from 'lucide-react';
import { enrollmentEditSchema, type Enrollment } from '@domain/enrollments';
import { typedMoney } from '@domain/format';
import { FormDialog } from '@web/components/form-dialog';
import { Button } from '@web/components/ui/button';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useUpdateEnrollment } from '../api/update-enrollment';
import { FeeFields, TeamField } from './enrollment-fields';

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
    valorMensalidade: typedMoney(enrollment.valorMensalidade),
    desconto: typedMoney(enrollment.desconto || '0.00'),
  });

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
        <TeamField control={form.control} current={enrollment} />
        <FeeFields control={form.control} />
      </div>
    </FormDialog>
  );
}
