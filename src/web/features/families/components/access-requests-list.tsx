import { accessRequestStatusLabels, type AccessRequestStatus, type MyFamily } from '@domain/families';
import { formatDate } from '@domain/format';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

const statusVariants: Record<AccessRequestStatus, BadgeProps['variant']> = {
  pendente: 'outline',
  aprovada: 'success',
  recusada: 'secondary',
};

/** The family's own access requests and how the school answered them. */
export function AccessRequestsList({ requests }: { requests: MyFamily['solicitacoes'] }) {
  return (
    <section aria-labelledby="familia-solicitacoes" className="space-y-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="familia-solicitacoes" className="text-lg font-semibold">
        Solicitações de acesso
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma solicitação enviada.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {requests.map((request) => (
            <li key={request.id} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{request.nomeCompleto}</p>
                <p className="text-sm text-muted-foreground tabular-nums">
                  Nascimento {formatDate(request.dataNascimento)} · enviada em {formatDate(request.criadoEm)}
                </p>
              </div>
              <Badge variant={statusVariants[request.status]}>{accessRequestStatusLabels[request.status]}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
