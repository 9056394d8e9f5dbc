import { useWatch } from 'react-hook-form';
import { reminderDayLabel, reminderSettingsSchema } from '@domain/dunning';
import { capitalized } from '@domain/format';
import { FormDialog } from '@web/components/form-dialog';
import { SettingsDialogPlaceholder } from '@web/components/settings-dialog-placeholder';
import { CheckboxGroupField } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';

/** The days a school usually picks, around the due date (0); a régua set with others shows them too. */
const COMMON_DAYS = [-7, -3, -1, 0, 1, 3, 7, 10, 15, 30];

const TITLE = 'Régua de cobrança';
const EXPLANATION =
  'Nos dias marcados, o responsável recebe por e-mail o valor da parcela em aberto e o código PIX para pagar. Os e-mails saem a partir das 8h, uma vez por parcela em cada dia.';

export interface ReminderSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Régua de cobrança' (administrador): on which days around the due date the guardians are e-mailed. */
export function ReminderSettingsDialog({ open, onOpenChange }: ReminderSettingsDialogProps) {
  const settings = useReminderSettings();
  if (settings.isPending || settings.isError) {
    return (
      <SettingsDialogPlaceholder
        open={open}
        onOpenChange={onOpenChange}
        title={TITLE}
        description={EXPLANATION}
        error={settings.isError ? 'Não foi possível carregar a régua de cobrança.' : undefined}
        fields={2}
        className="sm:max-w-2xl"
      />
    );
  }
  return <ReminderSettingsForm days={settings.data.dias} open={open} onOpenChange={onOpenChange} />;
}

function ReminderSettingsForm({ days, open, onOpenChange }: ReminderSettingsDialogProps & { days: number[] }) {
  const form = useZodForm(reminderSettingsSchema, { dias: days });
  const chosen = useWatch({ control: form.control, name: 'dias' });
  const save = useFormMutation(
    form,
    useSaveReminderSettings,
    {
      success: ({ dias }) => ({
        title: 'Sucesso',
        description: dias.length > 0 ? 'Régua de cobrança salva com sucesso!' : 'Régua de cobrança salva: os lembretes por e-mail estão desligados.',
      }),
      failure: 'Erro ao salvar a régua de cobrança. Tente novamente.',
    },
    () => onOpenChange(false),
  );
  const options = [...new Set([...COMMON_DAYS, ...days])].sort((a, b) => a - b).map((day) => ({ value: day, label: capitalized(reminderDayLabel(day)) }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={TITLE}
      description={EXPLANATION}
      form={form}
      onSubmit={(data) => save.submit(data)}
      submitLabel="Salvar"
      pending={save.pending}
      notice={chosen.length === 0 ? 'Nenhum dia marcado: os lembretes por e-mail ficam desligados.' : undefined}
    >
      <CheckboxGroupField
        control={form.control}
        name="dias"
        label="Enviar lembrete"
        description="Desmarque todos para desligar os lembretes por e-mail; o WhatsApp continua nas parcelas vencidas."
        options={options}
      />
    </FormDialog>
  );
}
