import { useQuery } from '@tanstack/react-query';
import { BellIcon, UserCheckIcon, UserPlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { pendingCountsSchema } from '@domain/families';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { api } from '@web/lib/api';
import { paths } from '@web/lib/paths';

const PENDING_COUNTS_PATH = '/api/pending-counts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The header bell for staff: staff sign-ups awaiting the administrador and families' access
 * requests. Unlike the rest of the app it re-fetches by itself (every minute, and when the window
 * regains focus): what waits arrives from other people while a screen stays open.
 */
export function NotificationBell() {
  const counts = useQuery({
    queryKey: [PENDING_COUNTS_PATH],
    queryFn: () => api.get<typeof pendingCountsSchema>(PENDING_COUNTS_PATH),
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
  const aprovacoes = counts.data?.aprovacoes ?? 0;
  const solicitacoes = counts.data?.solicitacoes ?? 0;
  const total = aprovacoes + solicitacoes;
  const pending = [
    { count: aprovacoes, to: paths.users, Icon: UserCheckIcon, one: 'cadastro aguardando aprovação', many: 'cadastros aguardando aprovação' },
    { count: solicitacoes, to: paths.accessRequests, Icon: UserPlusIcon, one: 'solicitação de acesso', many: 'solicitações de acesso' },
  ];
  const label = total === 0 ? 'Notificações: nada pendente' : `Notificações: ${plural(total, 'pendente', 'pendentes')}`;

  return (
    <DropdownMenu onOpenChange={(open) => open && void counts.refetch()}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label}>
          <BellIcon className="size-5" aria-hidden="true" />
          {total > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground tabular-nums"
            >
              {total > 99 ? '99+' : total}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>Pendências</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {pending.map(
          ({ count, to, Icon, one, many }) =>
            count > 0 && (
              <DropdownMenuItem key={to} asChild>
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {plural(count, one, many)}
                </Link>
              </DropdownMenuItem>
            ),
        )}
        {total === 0 && (
          <DropdownMenuItem disabled>{counts.isError && !counts.data ? 'Não foi possível verificar as pendências.' : 'Nada pendente'}</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
