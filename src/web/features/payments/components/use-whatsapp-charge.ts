import { toastFailure } from '@web/lib/outcome-toasts';
import { useChargeOnWhatsapp, type WhatsappChargeVariables } from '../api/dunning';

/**
 * "Cobrar no WhatsApp": asks the server for the wa.me link (which writes it in the history) and
 * opens it in a new tab. The tab is opened at the click itself: browsers block a window opened
 * after an await as a popup. A refusal closes it and shows the server's reason.
 */
export function useWhatsappCharge() {
  const mutation = useChargeOnWhatsapp();
  const charge = (variables: WhatsappChargeVariables) => {
    if (mutation.isPending) return;
    const tab = window.open('', '_blank');
    if (tab) {
      tab.opener = null;
      tab.document.title = 'Cobrar no WhatsApp';
      tab.document.body.textContent = 'Abrindo o WhatsApp…';
    }
    mutation.mutate(variables, {
      onSuccess: ({ url }) => {
        // Blocked all the same (some phone browsers): the link opens here, handing over to the app.
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      onError: (error) => {
        tab?.close();
        toastFailure(error, 'Não foi possível abrir o WhatsApp. Tente novamente.');
      },
    });
  };
  return { charge, pending: mutation.isPending };
}
