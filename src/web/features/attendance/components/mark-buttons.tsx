import { CheckIcon, FileTextIcon, XIcon } from 'lucide-react';
import { attendanceStatuses, attendanceStatusLabels, type AttendanceStatus } from '@domain/attendance';
import { cn } from '@web/lib/utils';

const looks: Record<AttendanceStatus, { Icon: typeof CheckIcon; label: string; on: string }> = {
  presente: { Icon: CheckIcon, label: 'Presente', on: 'border-success bg-success text-success-foreground' },
  falta: { Icon: XIcon, label: 'Falta', on: 'border-destructive bg-destructive text-destructive-foreground' },
  justificada: { Icon: FileTextIcon, label: 'Justificada', on: 'border-primary bg-primary text-primary-foreground' },
};

interface MarkButtonsProps {
  athleteName: string;
  value: AttendanceStatus | null;
  disabled?: boolean;
  onMark: (status: AttendanceStatus) => void;
  className?: string;
}

/** Presente / Falta / Justificada as one row of large toggle buttons: one tap marks. */
export function MarkButtons({ athleteName, value, disabled, onMark, className }: MarkButtonsProps) {
  return (
    <div role="group" aria-label={`Marcação de ${athleteName}`} className={cn('grid grid-cols-3 gap-2', className)}>
      {attendanceStatuses.map((status) => {
        const { Icon, label, on } = looks[status];
        const pressed = value === status;
        return (
          <button
            key={status}
            type="button"
            aria-pressed={pressed}
            aria-label={`${attendanceStatusLabels[status]}: ${athleteName}`}
            disabled={disabled}
            onClick={() => onMark(status)}
            className={cn(
              'flex min-h-11 items-center justify-center gap-1 rounded-md border px-1 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
              pressed ? on : 'bg-background hover:bg-accent',
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 truncate">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
