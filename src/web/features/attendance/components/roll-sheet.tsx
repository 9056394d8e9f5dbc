import { CloudOffIcon, CheckCheckIcon, Loader2Icon } from 'lucide-react';
import { CORRECTION_DAYS, type AttendanceStatus, type Roll } from '@domain/attendance';
import { formatCount } from '@domain/format';
import { AthleteAvatar } from '@web/components/athlete-avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useRollMarks, type SyncState } from '../use-roll-marks';
import { MarkButtons } from './mark-buttons';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function SyncStatus({ state, unsent }: { state: SyncState; unsent: number }) {
  if (state === 'saving')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" /> Salvando…
      </p>
    );
  if (unsent > 0)
    return (
      <p role="status" className="flex items-start gap-2 rounded-md border border-amber-500 bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        <CloudOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Sem conexão: {plural(unsent, 'marcação ainda não foi salva', 'marcações ainda não foram salvas')}. Elas ficam guardadas neste aparelho e serão enviadas quando a conexão
          voltar.
        </span>
      </p>
    );
  return (
    <p role="status" className="text-sm text-muted-foreground">
      Todas as marcações estão salvas.
    </p>
  );
}

/**
 * The roll of one session on a phone: one row per athlete with three large buttons, "Todos
 * presentes" to start from, and what is not yet saved.
 */
export function RollSheet({ roll }: { roll: Roll }) {
  const { session, podeCorrigir } = roll;
  const { pending, state, mark: save } = useRollMarks(session.teamId, session.data);
  const locked = session.cancelada || !podeCorrigir;
  // A child whose family warned of the absence starts as justificada: shown so, and saved with the coach's first mark.
  const warned = roll.atletas.filter((a) => a.avisoFalta !== null && a.status === null && !(a.athleteId in pending));
  const statusOf = (athleteId: number, saved: AttendanceStatus | null) => pending[athleteId] ?? saved ?? (warned.some((a) => a.athleteId === athleteId) ? 'justificada' : null);
  const mark = (marks: Record<number, AttendanceStatus>) => save({ ...Object.fromEntries(warned.map((a) => [a.athleteId, 'justificada' as const])), ...marks });
  const unmarked = roll.atletas.filter((a) => statusOf(a.athleteId, a.status) === null);

  return (
    <div className="space-y-3">
      {!podeCorrigir && (
        <p className="rounded-md border p-3 text-sm">
          O prazo de correção desta chamada ({CORRECTION_DAYS} dias) terminou. Só um administrador pode alterá-la.
        </p>
      )}
      {!locked && (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            disabled={unmarked.length === 0}
            onClick={() => mark(Object.fromEntries(unmarked.map((a) => [a.athleteId, 'presente' as const])))}
          >
            <CheckCheckIcon aria-hidden="true" /> Todos presentes
          </Button>
          <SyncStatus state={state} unsent={Object.keys(pending).length} />
        </div>
      )}
      {roll.atletas.length === 0 ? (
        <p className="rounded-lg border p-4 text-muted-foreground">Nenhum atleta matriculado nesta turma.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Atletas">
          {roll.atletas.map((athlete) => {
            const unsaved = athlete.athleteId in pending;
            return (
              <li key={athlete.athleteId} className="flex flex-col gap-2 rounded-lg border bg-card p-3 md:flex-row md:items-center md:gap-4">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <AthleteAvatar nome={athlete.nomeCompleto} fotoUrl={athlete.fotoUrl} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words">{athlete.nomeCompleto}</p>
                    {athlete.avisoFalta !== null && (
                      <p className="text-sm break-words text-muted-foreground">Família avisou a falta{athlete.avisoFalta ? `: ${athlete.avisoFalta}` : ''}</p>
                    )}
                  </div>
                  {unsaved && (
                    <Badge variant="outline" className="border-amber-500">
                      <CloudOffIcon aria-hidden="true" /> Não salvo
                    </Badge>
                  )}
                </div>
                <MarkButtons className="md:w-96 md:shrink-0" athleteName={athlete.nomeCompleto} value={statusOf(athlete.athleteId, athlete.status)} disabled={locked} onMark={(status) => mark({ [athlete.athleteId]: status })} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
