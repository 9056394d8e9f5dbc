import { BellIcon, MenuIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { SessionUser } from '@domain/auth';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { HeaderSearch } from './header-search';
import { NotificationBell } from './notification-bell';
import { useMediaQuery, WIDE_SCREEN_QUERY } from './use-media-query';
import { UserMenu } from './user-menu';

export function Header({ user, menuOpen, onOpenMenu }: { user: SessionUser; menuOpen: boolean; onOpenMenu: () => void }) {
  // The search is hidden under 768 px: it is not rendered there.
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-3 border-b bg-background px-3 sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Abrir menu"
        aria-expanded={menuOpen}
        aria-controls="menu-mobile"
        onClick={onOpenMenu}
      >
        <MenuIcon className="size-5" aria-hidden="true" />
      </Button>
      <Link to={paths.home} className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:w-60">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground" aria-hidden="true">
          P
        </span>
        <span>
          Plantel<span className="hidden md:inline"> Manager</span>
        </span>
      </Link>
      <div className="hidden flex-1 md:flex">{isWide && <HeaderSearch />}</div>
      <div className="ml-auto flex items-center gap-1">
        {user.tipo === 'cliente' ? (
          <Button variant="ghost" size="icon" aria-label="Notificações">
            <BellIcon className="size-5" aria-hidden="true" />
          </Button>
        ) : (
          <NotificationBell />
        )}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
