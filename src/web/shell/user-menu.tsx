import { ChevronDownIcon, CircleUserIcon, HistoryIcon, LogOutIcon, ShieldCheckIcon, UserCogIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@domain/auth';
import { roleLabels } from '@domain/roles';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { paths } from '@web/lib/paths';
import { canOpen } from '@web/lib/screen-access';
import { signOut } from '@web/lib/session';

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();

  const handleSignOut = async () => {
    await signOut();
    navigate(paths.home, { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" aria-label={`Menu do usuário: ${user.nome}`}>
          <CircleUserIcon className="size-6" aria-hidden="true" />
          <span className="hidden max-w-40 truncate sm:inline">{user.nome}</span>
          <ChevronDownIcon className="hidden opacity-60 sm:block" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="space-y-0.5">
          <p className="truncate font-medium">{user.nome}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
          <p className="text-xs font-normal text-muted-foreground">{roleLabels[user.tipo] ?? user.tipo}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* /usuarios and /auditoria have no side-menu entry: administrators reach them from here. */}
        {canOpen('users', user.tipo) && (
          <DropdownMenuItem asChild>
            <Link to={paths.users}>
              <UserCogIcon aria-hidden="true" />
              Gestão de Usuários
            </Link>
          </DropdownMenuItem>
        )}
        {canOpen('audit', user.tipo) && (
          <DropdownMenuItem asChild>
            <Link to={paths.audit}>
              <HistoryIcon aria-hidden="true" />
              Auditoria
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={paths.myPrivacy}>
            <ShieldCheckIcon aria-hidden="true" />
            Privacidade
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void handleSignOut()}>
          <LogOutIcon aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
