import { useState } from 'react';
import type { AthleteAttendanceSession } from '@domain/attendance';
import { attendanceStatusLabels, CANCELLED_SESSION_LABEL, NO_MARK_LABEL, type AttendanceStatus } from '@domain/attendance-constants';
import { formatDate } from '@domain/format';
import { weekdayLabels, weekdayOf } from '@domain/weekdays';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

const rateFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "60,0%"; a dash when nothing was marked. */
export const formatAttendanceRate = (taxa: number | null) => (taxa === null ? '—' : `${rateFormat.format(taxa)}%`);

/** "Seg", "Sáb": the weekday in front of a session's date. */
export const shortWeekday = (isoDate: string) => weekdayLabels[weekdayOf(isoDate)].slice(0, 3);

const looks: Record<AttendanceStatus | 'none' | 'cancelled', { variant: BadgeProps['variant']; className?: string; label: string }> = {
  presente: { variant: 'success', label: attendanceStatusLabels.presente },
  falta: { variant: 'destructive', label: attendanceStatusLabels.falta },
  justificada: { variant: 'outline', className: 'border-amber-300 bg-amber-100 text-amber-900', label: attendanceStatusLabels.justificada },
  none: { variant: 'outline', className: 'text-muted-foreground', label: NO_MARK_LABEL },
  cancelled: { variant: 'secondary', label: CANCELLED_SESSION_LABEL },
};

/** Presente (green), Falta (red), Falta justificada (amber), Sem registro (outline) or Cancelado (grey). */
export function AttendanceStatusBadge({ status, cancelled = false }: { status: AttendanceStatus | null; cancelled?: boolean }) {
  const look = looks[cancelled ? 'cancelled' : (status ?? 'none')];
  return (
    <Badge variant={look.variant} className={look.className}>
      {look.label}
    </Badge>
  );
}

export interface AttendanceSessionsListProps {
  sessions: AthleteAttendanceSession[];
  /** Names the list for screen readers. */
  label: string;
  /** Shown when there is no session. */
  emptyText: string;
  /** How many show before "Ver todos"; all when absent. */
  firstShown?: number;
  /** The team's name under the date (an athlete in more than one team). */
  showTeam?: boolean;
  className?: string;
}

/**
 * A list of sessions with the athlete's mark, newest first: the date, the team and the badge, on
 * one line that wraps on a phone. The athlete page's Frequência and the family's Início use it.
 */
export function AttendanceSessionsList({ sessions, label, emptyText, firstShown, showTeam = true, className }: AttendanceSessionsListProps) {
  const [showAll, setShowAll] = useState(false);
  if (sessions.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  const shown = showAll || firstShown === undefined ? sessions : sessions.slice(0, firstShown);
  return (
    <div className={cn('space-y-2', className)}>
      <ul aria-label={label} className="divide-y rounded-lg border">
        {shown.map((session) => (
          <li key={`${session.teamId}-${session.data}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 p-3">
            <div className="min-w-0">
              <p className="text-sm font-medium tabular-nums">
                <time dateTime={session.data}>
                  {shortWeekday(session.data)}, {formatDate(session.data)}
                </time>
                {session.inicio && ` · ${session.inicio}`}
              </p>
              {showTeam && <p className="text-sm break-words text-muted-foreground">{session.teamNome}</p>}
              {session.cancelada && session.motivoCancelamento && (
                <p className="text-sm break-words text-muted-foreground">Motivo: {session.motivoCancelamento}</p>
              )}
            </div>
            <AttendanceStatusBadge status={session.status} cancelled={session.cancelada} />
          </li>
        ))}
      </ul>
      {firstShown !== undefined && sessions.length > firstShown && (
        <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Mostrar menos' : `Ver os ${sessions.length} treinos`}
        </Button>
      )}
    </div>
  );
}
