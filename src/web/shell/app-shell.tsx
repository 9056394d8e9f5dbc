import { useCallback, useState, type ReactNode } from 'react';
import type { SessionUser } from '@domain/auth';
import { Header } from './header';
import { MobileNav } from './mobile-nav';
import { SideNav } from './side-nav';
import { useMediaQuery, WIDE_SCREEN_QUERY } from './use-media-query';

/** Header, side navigation (fixed from 768 px, slide-over below) and the main content area. */
export function AppShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  // The sidebar is hidden under 768 px: its links are not rendered there, where the menu holds them.
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);

  return (
    <div className="min-h-dvh bg-muted/40">
      <a
        href="#conteudo-principal"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Pular para o conteúdo
      </a>
      <Header user={user} menuOpen={menuOpen} onOpenMenu={openMenu} />
      {isWide && (
        <aside className="fixed top-16 bottom-0 left-0 hidden w-64 overflow-y-auto border-r bg-background md:block">
          <SideNav role={user.tipo} />
        </aside>
      )}
      <MobileNav open={menuOpen} onOpenChange={setMenuOpen} role={user.tipo} />
      <main id="conteudo-principal" tabIndex={-1} className="pt-16 outline-none md:pl-64">
        <div className="mx-auto w-full max-w-7xl space-y-6 p-4 pb-24 sm:p-6 sm:pb-24 lg:p-8 lg:pb-24">{children}</div>
      </main>
    </div>
  );
}
