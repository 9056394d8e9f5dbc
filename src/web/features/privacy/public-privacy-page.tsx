import { ArrowLeftIcon, Trophy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PrivacyPolicy } from './components/privacy-policy';

/**
 * /privacidade without a session: the policy must be readable before anyone signs up (it is linked
 * from the consent checkboxes), so app.tsx shows this page instead of the landing for this path.
 */
export function PublicPrivacyPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <a href="/" className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <Trophy className="size-6 text-primary" aria-hidden="true" />
            Plantel
          </a>
          <Button asChild variant="ghost" size="sm">
            <a href="/">
              <ArrowLeftIcon aria-hidden="true" />
              Página inicial
            </a>
          </Button>
        </div>
      </header>
      <main className="flex-1 px-4 py-10 sm:px-6">
        <PrivacyPolicy />
      </main>
      <footer className="border-t">
        <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Plantel. Gestão de escolas e clubes esportivos.
        </div>
      </footer>
    </div>
  );
}
