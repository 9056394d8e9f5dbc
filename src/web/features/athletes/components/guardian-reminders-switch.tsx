import { SettingSwitch } from '@web/components/setting-switch';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useReminderOptOut, useSetReminderOptOut } from '../api/reminder-opt-out';

/**
 * Whether a guardian's e-mail gets the régua de cobrança's reminders: a guardian who asked the
 * school to stop them is switched off here (for every child the address is the guardian of).
 */
export function GuardianRemindersSwitch({ name, email }: { name: string; email: string }) {
  const optOut = useReminderOptOut(email);
  const change = useSetReminderOptOut(
    actionToasts(({ receber }) => ({
      success: receber ? `${name} volta a receber os lembretes de mensalidade por e-mail.` : `${name} não recebe mais lembretes de mensalidade por e-mail.`,
      failure: 'Não foi possível alterar os lembretes por e-mail. Tente novamente.',
    })),
  );
  if (optOut.isError) return null;
  const on = optOut.data?.receber ?? false;
  return (
    <SettingSwitch
      label={
        <>
          {optOut.data ? `Lembretes por e-mail: ${on ? 'ligados' : 'desligados'}` : 'Lembretes por e-mail'}
          <span className="sr-only"> para {name}</span>
        </>
      }
      checked={on}
      disabled={optOut.isPending || change.isPending}
      onCheckedChange={(receber) => change.mutate({ email, receber })}
    />
  );
}
