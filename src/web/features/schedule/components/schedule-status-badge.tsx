import { scheduleStatusLabels, type ScheduleStatus } from '@domain/schedule';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

const variants: Record<ScheduleStatus, BadgeProps['variant']> = {
  planejado: 'outline',
  aplicado: 'success',
  cancelado: 'secondary',
};

export function ScheduleStatusBadge({ status }: { status: ScheduleStatus }) {
  return <Badge variant={variants[status]}>{scheduleStatusLabels[status]}</Badge>;
}
