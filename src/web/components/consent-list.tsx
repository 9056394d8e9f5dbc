import type { ReactNode } from 'react';
import { formatDateTime } from '@domain/format';
import { consentOriginLabels, type Consent } from '@domain/privacy';
import { Badge } from '@web/components/ui/badge';

/** Who reads the list: the family on its Privacidade page, or staff on the athlete's profile. */
export type ConsentViewer = 'familia' | 'escola';

/** What a consent covers: the account (and its athletes) or one athlete. */
export function consentScope(consent: Consent, viewer: ConsentViewer) {
  if (consent.atletaId !== null) return `Atleta: ${consent.atletaNome ?? `#${consent.atletaId}`}`;
  return viewer === 'familia' ? 'Sua conta e os atletas sob sua responsabilidade' : 'Conta do responsável, com os atletas dele';
}

export function ConsentStatusBadge({ consent }: { consent: Consent }) {
  return consent.revogadoEm ? <Badge variant="secondary">Revogado</Badge> : <Badge variant="success">Ativo</Badge>;
}

/**
 * Consents as a list of entries (readable on a phone too): what it covers, who gave it, when, under
 * which policy version, and its revocation. `action` adds a control to each entry (Revogar).
 */
export function ConsentList({
  consents,
  viewer,
  empty,
  action,
}: {
  consents: Consent[];
  viewer: ConsentViewer;
  empty: string;
  action?: (consent: Consent) => ReactNode;
}) {
  if (!consents.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y rounded-md border">
      {consents.map((consent) => (
        <li key={consent.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="break-words">{consentScope(consent, viewer)}</span>
              <ConsentStatusBadge consent={consent} />
            </p>
            <p className="text-sm text-muted-foreground">
              {consentOriginLabels[consent.origem]} · política versão {consent.versaoPolitica}
            </p>
            <p className="text-sm">
              Concedido por {consent.titularNome} em {formatDateTime(consent.concedidoEm)}
              {consent.registradoPor && ` (registrado por ${consent.registradoPor})`}
            </p>
            {consent.revogadoEm && (
              <p className="text-sm font-medium">
                Revogado em {formatDateTime(consent.revogadoEm)}
                {consent.revogadoPor && ` por ${consent.revogadoPor}`}
              </p>
            )}
          </div>
          {action && <div className="shrink-0">{action(consent)}</div>}
        </li>
      ))}
    </ul>
  );
}
