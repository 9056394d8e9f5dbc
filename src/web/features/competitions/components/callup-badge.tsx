import { callupStatusLabels, type CallupStatus } from '@domain/callups';
import { Badge } from '@web/components/ui/badge';

const variants = { vai: 'success', nao_vai: 'destructive', pendente: 'outline' } as const;

/** A called-up athlete's answer: Vai, Não vai or Sem resposta, named for screen readers as the call-up's. */
export function CallupBadge({ status }: { status: CallupStatus }) {
  return (
    <Badge variant={variants[status]}>
      <span className="sr-only">Convocação: </span>
      {callupStatusLabels[status]}
    </Badge>
  );
}
