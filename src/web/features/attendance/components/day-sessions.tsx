import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DaySession } from '@domain/attendance';
import { useState } from 'react';
import { formatCount } from '@domain/format';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDaySessions } from '../api/attendance';

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

interface SessionListProps {
  data: string;
  turmas: 'minhas' | 'outras';
  /** The list's name, for screen readers and tests. */
  label: string;
  empty: string;
  linkTo: (session: DaySession) => string;
}

function SessionList({ data, turmas, label, empty, linkTo }: SessionListProps) {
  const sessions = useDaySessions(data, turmas);
  if (sessions.isError) return <p role="alert">Não foi possível carregar os treinos do dia.</p>;
  if (sessions.isPending)
    return (
      <div aria-busy="true" className="grid gap-2">
        <span className="sr-only">Carregando</span>
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  if (sessions.data.length === 0) return <p className="rounded-lg border p-4 text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2" aria-label={label}>
      {sessions.data.map((s) => (
        <SessionCard key={s.teamId} session={s} to={linkTo(s)} />
      ))}
    </ul>
  );
}

interface DaySessionsProps {
  data: string;
  /** Whether the user has teams that are not theirs (every team is an administrador's). */
  othersToo: boolean;
  linkTo: (session: DaySession) => string;
}

/**
 * The day's sessions: the user's own teams, then the others folded away (a substitute coach finds
 * them). The others are asked for only once unfolded: a network's day has hundreds of sessions, and
 * a coach's own are a few. They start unfolded for a coach with no team of their own that day.
 */
export function DaySessions({ data, othersToo, linkTo }: DaySessionsProps) {
  const mine = useDaySessions(data, 'minhas');
  const [unfolded, setUnfolded] = useState<boolean | null>(null);
  const othersOpen = unfolded ?? mine.data?.length === 0;
  return (
    <div className="space-y-4">
      <SessionList data={data} turmas="minhas" label="Minhas turmas" empty={othersToo ? 'Nenhuma turma sua treina neste dia.' : 'Nenhum treino neste dia.'} linkTo={linkTo} />
      {othersToo && (
        <details className="rounded-lg border p-3" open={othersOpen} onToggle={(e) => setUnfolded(e.currentTarget.open)}>
          <summary className="cursor-pointer font-medium">Outras turmas</summary>
          {othersOpen && (
            <div className="mt-3">
              <SessionList data={data} turmas="outras" label="Outras turmas" empty="Nenhuma outra turma treina neste dia." linkTo={linkTo} />
            </div>
          )}
        </details>
      )}
    </div>
  );
}
