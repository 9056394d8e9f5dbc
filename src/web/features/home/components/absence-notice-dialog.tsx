import { absenceNoticeInputSchema } from '@domain/attendance';
import { formatDate } from '@domain/format';
import { FormDialog } from '@web/components/form-dialog';
import { TextareaField } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useGiveAbsenceNotice } from '../api/absence-notices';

const motivoSchema = absenceNoticeInputSchema.pick({ motivo: true });

/** The session the child will miss, as the agenda shows it. */
export interface MissedSession {
  athleteId: number;
  athleteNome: string;
  teamId: number;
  teamNome: string;
  data: string;
  horario: string | null;
}

export interface AbsenceNoticeDialogProps {
  session: MissedSession;
  onOpenChange: (open: boolean) => void;
}

/** "Avisar falta": the child will miss this session; the reason is optional. Mounted when opened. */
export function AbsenceNoticeDialog({ session, onOpenChange }: AbsenceNoticeDialogProps) {
  const form = useZodForm(motivoSchema, { motivo: '' });
  const notice = useFormMutation(
    form,
    useGiveAbsenceNotice,
    {
      success: `Aviso enviado: a escola já sabe que ${session.athleteNome} vai faltar ao treino de ${formatDate(session.data)}.`,
      failure: 'Não foi possível avisar a falta. Tente novamente.',
    },
    () => onOpenChange(false),
  );
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Avisar falta"
      description={`${session.athleteNome} não vai ao treino de ${session.teamNome} em ${formatDate(session.data)}${session.horario ? `, ${session.horario}` : ''}. Na chamada, a falta já aparece como justificada.`}
      form={form}
      onSubmit={({ motivo }) => notice.submit({ athleteId: session.athleteId, teamId: session.teamId, data: session.data, motivo })}
      submitLabel="Avisar falta"
      pending={notice.pending}
      className="sm:max-w-lg"
    >
      <TextareaField control={form.control} name="motivo" label="Motivo (opcional)" placeholder="Ex.: consulta médica, viagem" />
    </FormDialog>
  );
}
