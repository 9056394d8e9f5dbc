import { Link } from 'react-router';
import { CheckIcon, SearchIcon, XIcon } from 'lucide-react';
import { kinshipLabels } from '@domain/athlete-constants';
import { formatPhoneDigits } from '@domain/documents';
import { accessRequestOriginLabels, accessRequestStatusLabels, type AccessRequest, type AccessRequestStatus } from '@domain/families';
import { formatDate, formatDateTime } from '@domain/format';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import type { AccessRequestDecision } from '../api/decide-access-request';

const statusVariants: Record<AccessRequestStatus, BadgeProps['variant']> = { pendente: 'default', aprovada: 'success', recusada: 'secondary' };

export function AccessRequestStatusBadge({ status }: { status: AccessRequestStatus }) {
  return <Badge variant={statusVariants[status]}>{accessRequestStatusLabels[status]}</Badge>;
}

export interface AccessRequestCardProps {
  request: AccessRequest;
  /** administrador and professor open athlete pages and search athletes; an assistente does neither. */
  canBrowseAthletes: boolean;
  onDecide: (request: AccessRequest, action: AccessRequestDecision) => void;
  /** Approving a request that matched no athlete: the staff member picks one first. */
  onChooseAthlete: (request: AccessRequest) => void;
}

/** One request: who asked, the child as they typed it, the athlete it matched, and the decision. */
export function AccessRequestCard({ request, canBrowseAthletes, onDecide, onChooseAthlete }: AccessRequestCardProps) {
  const headingId = `solicitacao-${request.id}`;
  const { solicitante, atleta } = request;
  const pending = request.status === 'pendente';
  const about = <span className="sr-only"> a solicitação de {solicitante.nome}</span>;

  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            {solicitante.nome}
          </h3>
          <p className="text-sm break-all text-muted-foreground">{solicitante.email}</p>
          {solicitante.telefone && <p className="text-sm text-muted-foreground tabular-nums">{formatPhoneDigits(solicitante.telefone)}</p>}
        </div>
        <AccessRequestStatusBadge status={request.status} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Criança informada</dt>
        <dd className="font-medium break-words">{request.nomeCompleto}</dd>
        <dt className="text-muted-foreground">Nascimento</dt>
        <dd className="tabular-nums">{formatDate(request.dataNascimento)}</dd>
        <dt className="text-muted-foreground">Parentesco</dt>
        <dd>{kinshipLabels[request.parentesco]}</dd>
        <dt className="text-muted-foreground">Atleta</dt>
        <dd className="break-words">
          {atleta ? (
            canBrowseAthletes ? (
              <Link to={paths.athleteEdit(atleta.id)} className="font-medium text-primary underline underline-offset-4">
                {atleta.nomeCompleto}
              </Link>
            ) : (
              <span className="font-medium">{atleta.nomeCompleto}</span>
            )
          ) : (
            <span className="text-muted-foreground">Nenhum atleta com esses dados</span>
          )}
        </dd>
        <dt className="text-muted-foreground">Origem</dt>
        <dd>{accessRequestOriginLabels[request.origem]}</dd>
        <dt className="text-muted-foreground">Recebida em</dt>
        <dd className="tabular-nums">{formatDateTime(request.criadoEm)}</dd>
        {request.decididoEm && (
          <>
            <dt className="text-muted-foreground">{request.status === 'aprovada' ? 'Aprovada em' : 'Recusada em'}</dt>
            <dd>
              <span className="tabular-nums">{formatDateTime(request.decididoEm)}</span>
              {request.decididoPor && ` por ${request.decididoPor}`}
            </dd>
          </>
        )}
      </dl>
      {pending && (
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {atleta ? (
            <Button size="sm" onClick={() => onDecide(request, 'approve')}>
              <CheckIcon aria-hidden="true" />
              Aprovar
              {about}
            </Button>
          ) : (
            canBrowseAthletes && (
              <Button size="sm" onClick={() => onChooseAthlete(request)}>
                <SearchIcon aria-hidden="true" />
                Escolher atleta e aprovar
                {about}
              </Button>
            )
          )}
          <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => onDecide(request, 'refuse')}>
            <XIcon aria-hidden="true" />
            Recusar
            {about}
          </Button>
          {!atleta && !canBrowseAthletes && (
            <p className="w-full text-sm text-muted-foreground">Um administrador ou professor escolhe o atleta certo para aprovar.</p>
          )}
        </div>
      )}
    </article>
  );
}
