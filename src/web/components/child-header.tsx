import type { ReactNode } from 'react';
import { AthleteAvatar } from '@web/components/athlete-avatar';

/** A child's card heads with the photo, the name (the card's accessible name) and one line about them. */
export function ChildHeader({ headingId, nome, fotoUrl, children }: { headingId: string; nome: string; fotoUrl: string | null; children: ReactNode }) {
  return (
    <header className="flex items-center gap-3">
      <AthleteAvatar nome={nome} fotoUrl={fotoUrl} size="md" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-lg leading-tight font-semibold break-words">
          {nome}
        </h2>
        <p className="text-sm text-muted-foreground">{children}</p>
      </div>
    </header>
  );
}
