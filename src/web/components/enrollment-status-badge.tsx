import { enrollmentStatusLabels, type EnrollmentStatus } from '@domain/enrollments';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

const statusVariants: Record<EnrollmentStatus, BadgeProps['variant']> = {
  ativa: 'success',
  pendente: 'outline',
  inativa: 'secondary',
  cancelada: 'secondary',
  suspensa: 'secondary',
};

/** 'Ativa' in green; any other status, which counts as inactive (spec 1 §4), in grey. */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  return <Badge variant={statusVariants[status]}>{enrollmentStatusLabels[status]}</Badge>;
}
