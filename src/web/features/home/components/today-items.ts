import { CalendarDaysIcon, CircleAlertIcon, ReceiptTextIcon, UserCheckIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import type { PendingCounts } from '@domain/families';
import { formatMoney } from '@domain/format';
import { paths } from '@web/lib/paths';

export interface TodayItem {
  /** Also its key: each item leads to a different screen. */
  to: string;
  Icon: LucideIcon;
  text: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * 'What needs me today' for the bell and Início, each item a link to the screen that resolves it;
 * nothing at zero. `decisions` counts what waits for someone's decision (the bell's badge).
 */
export function todayItems(counts: PendingCounts | undefined): { items: TodayItem[]; decisions: number } {
  if (!counts) return { items: [], decisions: 0 };
  const { aprovacoes, solicitacoes, vencidas, treinosHoje, pagamentosInformados } = counts;
  const informados = pagamentosInformados ?? 0;
  const items: (TodayItem | false)[] = [
    aprovacoes > 0 && { to: paths.users, Icon: UserCheckIcon, text: plural(aprovacoes, 'cadastro aguardando aprovação', 'cadastros aguardando aprovação') },
    solicitacoes > 0 && { to: paths.accessRequests, Icon: UserPlusIcon, text: plural(solicitacoes, 'solicitação de acesso', 'solicitações de acesso') },
    informados > 0 && { to: paths.paymentClaims, Icon: ReceiptTextIcon, text: plural(informados, 'pagamento informado a conferir', 'pagamentos informados a conferir') },
    !!vencidas &&
      vencidas.quantidade > 0 && {
        to: paths.overduePayments,
        Icon: CircleAlertIcon,
        text: `${plural(vencidas.quantidade, 'parcela vencida', 'parcelas vencidas')}: ${formatMoney(vencidas.valor)}`,
      },
    !!treinosHoje && { to: paths.schedule, Icon: CalendarDaysIcon, text: plural(treinosHoje, 'treino hoje', 'treinos hoje') },
  ];
  return { items: items.filter((item): item is TodayItem => item !== false), decisions: aprovacoes + solicitacoes + informados };
}
