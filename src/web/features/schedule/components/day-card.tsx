import { PlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '@web/components/icon-button';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

export interface DayCardProps {
  date: string;
  /** 'Segunda-feira'. */
  dayName: string;
  /** 'dd/MM'. */
  shortDate: string;
  isToday: boolean;
  isLoading: boolean;
  /** The day's entries (ScheduleEntryItem), none for an empty day. */
  children: ReactNode[];
  onAdd: () => void;
}

/**
 * One of the week view's seven cards, a row where the page is wide enough (a container query: the
 * menu beside the page leaves less room than the screen width says): the day, and its trainings beside it, so a busy day stays readable instead of squeezing seven narrow columns.
 */
export function DayCard({ date, dayName, shortDate, isToday, isLoading, children, onAdd }: DayCardProps) {
  const headingId = `dia-${date}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm @2xl:flex-row @2xl:gap-6',
        isToday && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="flex items-start justify-between gap-2 @2xl:w-48 @2xl:shrink-0">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="font-semibold">
            {dayName}
          </h2>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            {shortDate}
            {isToday && <Badge variant="outline">Hoje</Badge>}
          </p>
        </div>
        <IconButton label={`Agendar treino em ${dayName}, ${shortDate}`} icon={<PlusIcon />} className="size-8 shrink-0" onClick={onAdd} />
      </div>
      <div className="@container min-w-0 flex-1">
        {isLoading ? (
          <Skeleton className="h-20 w-full" />
        ) : children.length ? (
          <ul className="grid gap-3 @lg:grid-cols-2 @3xl:grid-cols-3">{children}</ul>
        ) : (
          <p className="text-sm text-muted-foreground @2xl:pt-1">Nenhum treino</p>
        )}
      </div>
    </section>
  );
}
