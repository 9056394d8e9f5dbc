import { managedTeamStatusLabels, type ManagedTeamStatus } from '@domain/rosters';
import { Badge } from '@web/components/ui/badge';

/** Spec 2 §4: active green, inactive red, anything else grey. */
export function ManagedTeamStatusBadge({ status }: { status: ManagedTeamStatus }) {
  const variant = status === 'ativa' ? 'success' : status === 'inativa' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{managedTeamStatusLabels[status] ?? status}</Badge>;
}
