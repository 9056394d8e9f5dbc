import { lazy, Suspense, useState } from 'react';
import { BellOffIcon, BellRingIcon } from 'lucide-react';
import { AGENDA_DAYS } from '@domain/attendance-constants';
import type { FamilyEvent } from '@domain/families';
import { formatDate } from '@domain/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { AttendanceStatusBadge, shortWeekday } from '@web/features/attendance';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useWithdrawAbsenceNotice } from '../api/absence-notices';
import type { MissedSession } from './absence-notice-dialog';
import { ChildSection, EmptyLine } from './child-section';

// The form (zod, react-hook-form) loads when 'Avisar falta' is chosen, not with the Início.
const AbsenceNoticeDialog = lazy(() => import('./absence-notice-dialog').then((m) => ({ default: m.AbsenceNoticeDialog })));

/** A phone screen shows this many events; the rest of the fortnight is one tap away. */
const FIRST_EVENTS = 4;

/** What a training line says of itself: cancelled, the roll's mark, or the family's notice. */
function TrainingState({ treino }: { treino: NonNullable<FamilyEvent['treino']> }) {
  if (treino.cancelada) return <AttendanceStatusBadge status={null} cancelled />;
  if (treino.status) return <AttendanceStatusBadge status={treino.status} />;
  if (treino.aviso)
    return (
      <Badge variant="outline" className="border-amber-300 bg-amber-100 text-amber-900">
        Falta avisada
      </Badge>
    );
  return null;
}

interface ChildAgendaProps {
  childId: number;
  childName: string;
  events: FamilyEvent[];
}

/**
 * Training days and games of the coming 14 days, by date. A training shows whether it was cancelled
 * (and why) and the child's mark once the roll is taken; until then the family can warn of an
 * absence ("Avisar falta") or withdraw the warning.
 */
export function ChildAgenda({ childId, childName, events }: ChildAgendaProps) {
  const [showAll, setShowAll] = useState(false);
  const dialogs = useRecordDialogs<{ notice: MissedSession }>();
  const withdraw = useWithdrawAbsenceNotice(actionToasts(() => ({ success: 'Aviso de falta desfeito.', failure: 'Não foi possível desfazer o aviso. Tente novamente.' })));
  const noticeFor = dialogs.target('notice');
  const shown = showAll ? events : events.slice(0, FIRST_EVENTS);
  return (
    <ChildSection title={`Próximos ${AGENDA_DAYS} dias`}>
      {events.length === 0 ? (
        <EmptyLine>Nenhum treino ou jogo nos próximos {AGENDA_DAYS} dias.</EmptyLine>
      ) : (
        <>
          <ul className="divide-y rounded-lg border">
            {shown.map((event, index) => {
              const { treino } = event;
              const when = `${formatDate(event.data)}${event.horario ? `, ${event.horario}` : ''}`;
              const open = treino && !treino.cancelada && !treino.status;
              return (
                <li key={`${event.data}-${event.horario}-${index}`} className="space-y-1 p-3">
                  <div className="flex items-start justify-between gap-2">
                    <p className="text-sm font-medium tabular-nums">
                      <time dateTime={event.data}>
                        {shortWeekday(event.data)}, {formatDate(event.data)}
                      </time>
                      {event.horario && ` · ${event.horario}`}
                    </p>
                    {event.tipo === 'jogo' && <Badge>Jogo</Badge>}
                    {treino && <TrainingState treino={treino} />}
                  </div>
                  <p className="text-sm break-words">{event.titulo}</p>
                  {event.local && <p className="text-sm break-words text-muted-foreground">{event.local}</p>}
                  {treino?.cancelada && treino.motivoCancelamento && <p className="text-sm break-words">Treino cancelado: {treino.motivoCancelamento}</p>}
                  {open && treino.aviso?.motivo && <p className="text-sm break-words text-muted-foreground">Motivo: {treino.aviso.motivo}</p>}
                  {open && (
                    <div className="pt-1">
                      {treino.aviso ? (
                        <Button variant="outline" size="sm" onClick={() => treino.aviso && withdraw.mutate(treino.aviso.id)} disabled={withdraw.isPending}>
                          <BellOffIcon aria-hidden="true" />
                          Desfazer aviso
                          <span className="sr-only"> do treino de {when}</span>
                        </Button>
                      ) : (
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() =>
                            dialogs.open('notice', { athleteId: childId, athleteNome: childName, teamId: treino.teamId, teamNome: treino.teamNome, data: event.data, horario: event.horario })
                          }
                        >
                          <BellRingIcon aria-hidden="true" />
                          Avisar falta
                          <span className="sr-only"> no treino de {when}</span>
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {events.length > FIRST_EVENTS && (
            <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Mostrar menos' : `Ver os ${events.length} compromissos`}
            </Button>
          )}
        </>
      )}
      {noticeFor && (
        <Suspense fallback={null}>
          <AbsenceNoticeDialog session={noticeFor} onOpenChange={dialogs.onOpenChange} />
        </Suspense>
      )}
    </ChildSection>
  );
}
