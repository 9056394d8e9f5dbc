import { sessionCancelSchema, type TrainingSession } from '@domain/attendance';
import { formatDate } from '@domain/format';
import { FormDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCancelSession } from '../api/attendance';

interface CancelSessionDialogProps {
  session: TrainingSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Cancelar treino': the reason is what the families see in the portal and in their calendar. */
export function CancelSessionDialog({ session, open, onOpenChange }: CancelSessionDialogProps) {
  const form = useZodForm(sessionCancelSchema, { motivo: '' });
  const cancel = useFormMutation(form, useCancelSession, { success: 'Treino cancelado. As famílias veem o motivo no portal.', failure: 'Erro ao cancelar o treino. Tente novamente.' }, () =>
    onOpenChange(false),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancelar treino"
      description={`${session.teamNome}, ${formatDate(session.data)}. As famílias verão o motivo no portal e no calendário.`}
      form={form}
      onSubmit={({ motivo }) => cancel.submit({ teamId: session.teamId, data: session.data, motivo })}
      submitLabel="Cancelar treino"
      cancelLabel="Voltar"
      pending={cancel.pending}
    >
      <TextField control={form.control} name="motivo" label="Motivo" required placeholder="Ex.: chuva, feriado" />
    </FormDialog>
  );
}
