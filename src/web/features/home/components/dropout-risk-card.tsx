import { Link } from 'react-router';
import { formatPhoneDigits } from '@domain/documents';
import { formatDate } from '@domain/format';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@web/lib/paths';
import { canOpen } from '@web/lib/screen-access';
import { useCurrentUser } from '@web/lib/session';
import { useDropoutRisk } from '../api/get-dropout-risk';

/**
 * 'Risco de evasão' on the staff Início: who stopped coming (a run of unjustified absences over the
 * school's limit), so someone calls the family before the child drops out. Hidden when nobody is.
 */
export function DropoutRiskCard() {
  const user = useCurrentUser();
  const risk = useDropoutRisk();
  if (!risk.data || risk.data.total === 0) return null;
  const { items, total } = risk.data;
  const linkToAthlete = canOpen('athlete', user.tipo);
  return (
    <section aria-labelledby="inicio-evasao" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="space-y-1">
        <h2 id="inicio-evasao" className="text-lg font-semibold">
          Risco de evasão
        </h2>
        <p className="text-sm text-muted-foreground">
          Atletas que faltaram, sem justificativa, aos últimos treinos seguidos da turma.
          {total > items.length && ` Os ${items.length} mais urgentes de ${total}.`}
        </p>
      </div>
      <ul className="grid gap-2">
        {items.map((r) => (
          <li key={r.alertId} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3">
            <div className="min-w-0 flex-1">
              {linkToAthlete ? (
                <Link to={paths.athlete(r.athleteId)} className="font-medium break-words underline-offset-4 hover:underline">
                  {r.nomeCompleto}
                </Link>
              ) : (
                <p className="font-medium break-words">{r.nomeCompleto}</p>
              )}
              <p className="text-sm break-words text-muted-foreground">
                {r.teamNome} · {r.faltasSeguidas === 1 ? '1 falta' : `${r.faltasSeguidas} faltas seguidas`}, a última em {formatDate(r.ultimaFalta)}
              </p>
            </div>
            {r.emailEnviadoEm && <Badge variant="secondary">Família avisada por e-mail</Badge>}
            {r.responsavelTelefone && (
              <a href={`tel:+55${r.responsavelTelefone}`} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                Ligar: {formatPhoneDigits(r.responsavelTelefone)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
