import { activeStatusLabels, type ActiveStatus } from '@domain/active-status';
import { Badge } from '@web/components/ui/badge';

/** 'Ativo' (green) or 'Inativo' (grey) for companies, units, teams and users. */
export function StatusBadge({ status }: { status: ActiveStatus }) {
  return <Badge variant={status === 'ativo' ? 'success' : 'secondary'}>{activeStatusLabels[status]}</Badge>;
}
