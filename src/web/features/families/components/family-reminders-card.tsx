import { SettingSwitch } from '@web/components/setting-switch';
import { Skeleton } from '@web/components/ui/skeleton';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useFamilyReminders, useSetFamilyReminders } from '../api/family-reminders';

/** The family's own choice of the school's payment reminders by e-mail (the régua de cobrança). */
export function FamilyRemindersCard() {
  const reminders = useFamilyReminders();
  const change = useSetFamilyReminders(
    actionToasts((receber) => ({
      success: receber ? 'Você voltará a receber os lembretes de mensalidade por e-mail.' : 'Você não receberá mais lembretes de mensalidade por e-mail.',
      failure: 'Não foi possível alterar os lembretes. Tente novamente.',
    })),
  );
  return (
    <section aria-labelledby="familia-lembretes" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="familia-lembretes" className="text-lg font-semibold">
        Lembretes
      </h2>
      {reminders.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : reminders.isError ? (
        <p role="alert" className="text-sm">
          Não foi possível carregar a sua preferência de lembretes.
        </p>
      ) : (
        <SettingSwitch
          label="Receber lembretes de mensalidade por e-mail"
          description={`Antes e depois do vencimento, a escola envia para ${reminders.data.email} o valor da mensalidade e o código PIX para pagar.`}
          checked={reminders.data.receber}
          disabled={change.isPending}
          onCheckedChange={(receber) => change.mutate(receber)}
        />
      )}
    </section>
  );
}
