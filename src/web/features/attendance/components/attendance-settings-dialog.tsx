import { attendanceSettingsSchema, DEFAULT_ABSENCE_ALERT } from '@domain/attendance';
import { FormDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useAttendanceSettings, useSaveAttendanceSettings } from '../api/attendance';

interface AttendanceSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Alerta de faltas' (administrador): after how many unjustified absences in a row the family is e-mailed. */
export function AttendanceSettingsDialog({ open, onOpenChange }: AttendanceSettingsDialogProps) {
  const settings = useAttendanceSettings();
  const form = useZodForm(attendanceSettingsSchema, { faltasSeguidasAlerta: String(settings.data?.faltasSeguidasAlerta ?? DEFAULT_ABSENCE_ALERT) }, { values: settings.data ? { faltasSeguidasAlerta: String(settings.data.faltasSeguidasAlerta) } : undefined });
  const save = useFormMutation(form, useSaveAttendanceSettings, { success: 'Alerta de faltas salvo com sucesso!', failure: 'Erro ao salvar o alerta de faltas. Tente novamente.' }, () => onOpenChange(false));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Alerta de faltas"
      description="Quando um atleta falta, sem justificativa, a este número de treinos seguidos da turma, o responsável recebe um e-mail e o atleta aparece em Risco de evasão no Início."
      form={form}
      onSubmit={(data) => save.submit(data)}
      submitLabel="Salvar"
      pending={save.pending}
      disabled={settings.isPending}
    >
      <TextField control={form.control} name="faltasSeguidasAlerta" label="Faltas seguidas" required type="number" inputMode="numeric" />
    </FormDialog>
  );
}
