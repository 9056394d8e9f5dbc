import type { ReactNode } from 'react';
import { ArrowLeftIcon, Trophy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';

/** The frame of a page a visitor reads signed out (the privacy policy, an invitation): brand, way home, footer. */
export function PublicPage({ children, className, after }: { children: ReactNode; className?: string; after?: ReactNode }) {
  return (
    <div className={cn('flex min-h-dvh flex-col text-foreground', className)}>
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <a href={paths.home} className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <Trophy className="size-6 text-primary" aria-hidden="true" />
            Plantel
          </a>
          <Button asChild variant="ghost" size="sm">
            <a href={paths.home}>
              <ArrowLeftIcon aria-hidden="true" />
              Página inicial
            </a>
          </Button>
        </div>
      </header>
      <main className="flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
      <footer className="border-t bg-background">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Plantel. Gestão de escolas e clubes esportivos.
        </div>
      </footer>
      {after}
    </div>
  );
}
