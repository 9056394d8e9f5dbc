import { useState } from 'react';
import type { FamilyEvent } from '@domain/families';
import { weekdayLabels, weekdayOf } from '@domain/organization';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDate } from '@web/lib/format';
import { ChildSection, EmptyLine } from './child-section';

/** A phone screen shows this many events; the rest of the fortnight is one tap away. */
const FIRST_EVENTS = 4;

/** "Seg", "Sáb": families plan by weekday. */
const shortWeekday = (isoDate: string) => weekdayLabels[weekdayOf(isoDate)].slice(0, 3);

/** Training days and games of the coming 14 days, by date. */
export function ChildAgenda({ events }: { events: FamilyEvent[] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? events : events.slice(0, FIRST_EVENTS);
  return (
    <ChildSection title="Próximos 14 dias">
      {events.length === 0 ? (
        <EmptyLine>Nenhum treino ou jogo nos próximos 14 dias.</EmptyLine>
      ) : (
        <>
          <ul className="divide-y rounded-lg border">
            {shown.map((event, index) => (
              <li key={`${event.data}-${event.horario}-${index}`} className="space-y-1 p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium tabular-nums">
                    <time dateTime={event.data}>
                      {shortWeekday(event.data)}, {formatDate(event.data)}
                    </time>
                    {event.horario && ` · ${event.horario}`}
                  </p>
                  {event.tipo === 'jogo' && <Badge>Jogo</Badge>}
                </div>
                <p className="text-sm break-words">{event.titulo}</p>
                {event.local && <p className="text-sm break-words text-muted-foreground">{event.local}</p>}
              </li>
            ))}
          </ul>
          {events.length > FIRST_EVENTS && (
            <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Mostrar menos' : `Ver os ${events.length} compromissos`}
            </Button>
          )}
        </>
      )}
    </ChildSection>
  );
}
