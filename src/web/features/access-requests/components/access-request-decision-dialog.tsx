import type { AccessRequest } from '@domain/families';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useDecideAccessRequest, type AccessRequestDecision } from '../api/decide-access-request';

export interface AccessRequestDecisionTarget {
  request: AccessRequest;
  action: AccessRequestDecision;
  /** The athlete to link on approval: the one the request matched, or the page's own athlete. */
  athlete?: { id: number; nomeCompleto: string } | null;
}

/** A decision's outcome, as both the request list and the athlete page word it. */
export function decisionToast(request: AccessRequest, action: AccessRequestDecision, athleteName?: string) {
  toast(
    action === 'approve'
      ? { title: 'Acesso liberado', description: `${request.solicitante.nome} já pode acompanhar ${athleteName ?? request.nomeCompleto} no Plantel.` }
      : { title: 'Solicitação recusada', description: `${request.solicitante.nome} verá o pedido como recusado.` },
  );
}

/**
 * Confirms approving (the family account then sees the athlete: teams, schedule, instalments) or
 * refusing an access request. Approval links the athlete named in the text, never another.
 */
export function AccessRequestDecisionDialog({ target, onOpenChange }: { target: AccessRequestDecisionTarget | null; onOpenChange: (open: boolean) => void }) {
  const approving = target?.action === 'approve';
  const request = target?.request;
  const athlete = target?.athlete ?? request?.atleta;
  const who = request ? `${request.solicitante.nome} (${request.solicitante.email})` : '';

  const decide = useDecideAccessRequest({
    onSuccess: (_request, { action }) => {
      if (request) decisionToast(request, action, athlete?.nomeCompleto);
      onOpenChange(false);
    },
    onError: (error, { action }) => {
      toast({
        variant: 'destructive',
        title: 'Erro',
        description: errorMessage(error, action === 'approve' ? 'Não foi possível aprovar a solicitação.' : 'Não foi possível recusar a solicitação.'),
      });
      onOpenChange(false);
    },
  });

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={approving ? 'Aprovar acesso?' : 'Recusar solicitação?'}
      description={
        approving
          ? `${who} passará a ver ${athlete?.nomeCompleto ?? ''} no Plantel: turmas, agenda, mensalidades e pagamentos.`
          : `${who} pediu acesso a ${request?.nomeCompleto ?? ''}. O pedido será recusado e nenhum dado do atleta será mostrado.`
      }
      confirmLabel={approving ? 'Aprovar' : 'Recusar'}
      destructive={!approving}
      pending={decide.isPending}
      onConfirm={() => target && decide.mutate({ id: target.request.id, action: target.action, athleteId: athlete?.id })}
    />
  );
}
