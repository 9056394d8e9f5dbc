import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { canOpen } from '@web/lib/screen-access';
import { useCurrentUser } from '@web/lib/session';
import { useUnreachableFamilies } from '../api/unreachable-families';

/**
 * "Famílias sem contato" on Gestão Financeira (issue 35): the athletes with a fee owed whom the
 * reminders cannot reach — no guardian e-mail (no reminder, no "Pagamento confirmado") or no
 * guardian phone (no "Cobrar no WhatsApp") — so staff complete their records. Hidden when none.
 */
export function UnreachableFamiliesCard() {
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  // Folded, the names are not on the page at all: a search for an athlete's name finds the payments, not this list.
  const [open, setOpen] = useState(false);
  const families = useUnreachableFamilies(page);
  const list = families.data;
  if (!list || list.total === 0) return null;
  const pages = Math.ceil(list.total / list.pageSize);
  const linkToAthlete = canOpen('athlete', user.tipo);
  return (
    <section aria-labelledby="familias-sem-contato" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer">
          <h2 id="familias-sem-contato" className="inline font-semibold">
            Famílias que os lembretes não alcançam ({list.total})
          </h2>
        </summary>
        <p className="mt-2 text-sm text-muted-foreground">
          Sem e-mail, o responsável não recebe os lembretes nem o aviso de pagamento confirmado; sem telefone, não há como cobrar no WhatsApp. Complete o
          cadastro do atleta.
        </p>
        {open && (
          <ul className="mt-3 grid gap-2">
          {list.items.map((family) => (
            <li key={family.athleteId} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3">
              <div className="min-w-0 flex-1">
                {linkToAthlete ? (
                  <Link to={paths.athlete(family.athleteId)} className="font-medium break-words underline-offset-4 hover:underline">
                    {family.nomeCompleto}
                  </Link>
                ) : (
                  <p className="font-medium break-words">{family.nomeCompleto}</p>
                )}
                <p className="text-sm break-words text-muted-foreground">Responsável: {family.responsavelNome}</p>
              </div>
              {family.semEmail && <Badge variant="secondary">Sem e-mail</Badge>}
              {family.semTelefone && <Badge variant="secondary">Sem telefone</Badge>}
            </li>
          ))}
          </ul>
        )}
        {open && pages > 1 && (
          <div className="mt-3 flex items-center justify-end gap-2 text-sm">
            <span className="text-muted-foreground tabular-nums">
              Página {page} de {pages}
            </span>
            <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Anterior
            </Button>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Próxima
            </Button>
          </div>
        )}
      </details>
    </section>
  );
}
