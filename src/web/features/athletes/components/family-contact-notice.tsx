import { UsersRoundIcon } from 'lucide-react';
import { formatDateTime } from '@domain/format';

/**
 * Tells staff the family changed the contact data themselves (Minha família), so a phone or
 * address they did not type is not taken for a mistake.
 */
export function FamilyContactNotice({ updatedAt }: { updatedAt: string | null }) {
  if (!updatedAt) return null;
  return (
    <p className="flex items-start gap-2 rounded-md border bg-card px-4 py-3 text-sm">
      <UsersRoundIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      Contato atualizado pela família em {formatDateTime(updatedAt)}
    </p>
  );
}
