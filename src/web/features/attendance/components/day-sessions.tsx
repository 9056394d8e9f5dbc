import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DaySession } from '@domain/attendance';
import { Badge } from '@web/components/ui/badge';
import { formatCount } from '@web/lib/format';

export const sessionTime = (s: Pick<DaySession, 'inicio' | 'fim'>) => (s.inicio ? (s.fim ? `${s.inicio} às ${s.fim}` : s.inicio) : 'Horário a combinar');

/** One session of the day as a tappable card: team, unit, time, and how far its roll went. */
function SessionCard({ session, to }: { session: DaySession; to: string }) {
  return (
    <li>
      <Link to={to} className="flex items-center gap-3 rounded-lg border bg-card p-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium break-words">{session.teamNome}</p>
          <p className="text-sm text-muted-foreground break-words">
            {sessionTime(session)} · {session.unitNome}
          </p>
          {session.cancelada ? (
            <p className="text-sm">
              <Badge variant="destructive">Cancelado</Badge> <span className="break-words">{session.motivoCancelamento}</span>
            </p>
          ) : (
            <p className="text-sm">
              {session.marcados === 0 ? (
                <Badge variant="outline">Chamada não feita</Badge>
              ) : (
                <Badge variant={session.marcados >= session.atletas ? 'success' : 'secondary'}>
                  {session.presentes === 1 ? '1 presente' : `${formatCount(session.presentes)} presentes`} · {formatCount(session.marcados)} de {formatCount(session.atletas)} marcados
                </Badge>
              )}
            </p>
          )}
        </div>
        <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}

interface DaySessionsProps {
  sessions: DaySession[];
  linkTo: (session: DaySession) => string;
}

/** The day's sessions: the user's own teams, then the others folded away (a substitute coach finds them). */
export function DaySessions({ sessions, linkTo }: DaySessionsProps) {
  const mine = sessions.filter((s) => s.minha);
  const others = sessions.filter((s) => !s.minha);
  if (sessions.length === 0) return <p className="rounded-lg border p-4 text-muted-foreground">Nenhum treino neste dia.</p>;
  return (
    <div className="space-y-4">
      {mine.length > 0 ? (
        <ul className="grid gap-2" aria-label="Minhas turmas">
          {mine.map((s) => (
            <SessionCard key={s.teamId} session={s} to={linkTo(s)} />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border p-4 text-muted-foreground">Nenhuma turma sua treina neste dia.</p>
      )}
      {others.length > 0 && (
        <details className="rounded-lg border p-3" open={mine.length === 0}>
          <summary className="cursor-pointer font-medium">Outras turmas ({formatCount(others.length)})</summary>
          <ul className="mt-3 grid gap-2">
            {others.map((s) => (
              <SessionCard key={s.teamId} session={s} to={linkTo(s)} />
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
