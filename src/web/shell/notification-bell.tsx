import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { todayItems, usePendingCounts } from '@web/features/home';

/**
 * The header bell for staff: what needs them today, each a link to the screen that resolves it.
 * The badge counts the decisions waiting (sign-ups, access requests), not the day's routine.
 */
export function NotificationBell() {
  const counts = usePendingCounts();
  const { items, decisions } = todayItems(counts.data);
  const label = decisions === 0 ? 'Notificações: nada pendente' : `Notificações: ${decisions} ${decisions === 1 ? 'pendente' : 'pendentes'}`;

  return (
    <DropdownMenu onOpenChange={(open) => open && void counts.refetch()}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label}>
          <BellIcon className="size-5" aria-hidden="true" />
          {decisions > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground tabular-nums"
            >
              {decisions > 99 ? '99+' : decisions}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72">
        <DropdownMenuLabel>Pendências</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map(({ to, Icon, text }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {text}
            </Link>
          </DropdownMenuItem>
        ))}
        {items.length === 0 && (
          <DropdownMenuItem disabled>{counts.isError && !counts.data ? 'Não foi possível verificar as pendências.' : 'Nada pendente'}</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
