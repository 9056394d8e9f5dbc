import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { addDays } from '@domain/dates';
import { formatDate } from '@domain/format';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import type { ScheduleWeek } from '../use-schedule-params';

export interface WeekNavigatorProps {
  week: ScheduleWeek;
  isCurrent: boolean;
  /** Receives the Monday of the week to show. */
  onChange: (monday: string) => void;
  onCurrent: () => void;
}

/** Previous and next arrows around the week's dates, and a way back to the current week. */
export function WeekNavigator({ week, isCurrent, onChange, onCurrent }: WeekNavigatorProps) {
  return (
    <div className="grid min-w-0 flex-1 gap-2">
      <span className="text-sm leading-none font-medium">Semana</span>
      <div className="flex flex-wrap items-center gap-2">
        <IconButton label="Semana anterior" variant="outline" icon={<ChevronLeftIcon />} onClick={() => onChange(addDays(week.monday, -7))} />
        <p className="min-w-0 text-center text-sm font-medium tabular-nums" aria-live="polite">
          {formatDate(week.monday)} a {formatDate(week.dates[6])}
        </p>
        <IconButton label="Próxima semana" variant="outline" icon={<ChevronRightIcon />} onClick={() => onChange(addDays(week.monday, 7))} />
        <Button variant="ghost" disabled={isCurrent} onClick={onCurrent}>
          Semana atual
        </Button>
      </div>
    </div>
  );
}
