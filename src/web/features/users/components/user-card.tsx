import { CheckIcon, KeyRoundIcon, PowerIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { formatCpfDigits } from '@domain/documents';
import { formatDate } from '@domain/format';
import { roleLabels } from '@domain/roles';
import { isStaffRole, type SignupApproval, type SystemUser } from '@domain/users';
import { StatusBadge } from '@web/components/status-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';

export interface UserCardProps {
  user: SystemUser;
  /** The signed-in administrador's own card: the server refuses inactivating oneself, so it is not offered. */
  isSelf: boolean;
  /** A status change or a sign-up decision for this user is running. */
  pending: boolean;
  onInactivate: (user: SystemUser) => void;
  onReactivate: (user: SystemUser) => void;
  onResetPassword: (user: SystemUser) => void;
  /** A staff sign-up awaiting approval becomes an active account; refusing it asks first. */
  onApprove: (user: SystemUser) => void;
  onRefuse: (user: SystemUser) => void;
}

const approvalBadges: Record<SignupApproval, { label: string; variant: 'default' | 'destructive' }> = {
  pendente: { label: 'Aguardando aprovação', variant: 'default' },
  recusada: { label: 'Cadastro recusado', variant: 'destructive' },
};

/** A sign-up waiting or refused is not an inactivated account: its card says which, not 'Inativo'. */
function AccountStatus({ user }: { user: SystemUser }) {
  if (!user.aprovacao) return <StatusBadge status={user.ativo ? 'ativo' : 'inativo'} />;
  const { label, variant } = approvalBadges[user.aprovacao];
  return <Badge variant={variant}>{label}</Badge>;
}

export function UserCard({ user, isSelf, pending, onInactivate, onReactivate, onResetPassword, onApprove, onRefuse }: UserCardProps) {
  const headingId = `usuario-${user.id}`;
  const about = <span className="sr-only"> o cadastro de {user.nomeCompleto}</span>;
  return (
    <article aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          {user.nomeCompleto}
          {isSelf && <span className="font-normal text-muted-foreground"> (você)</span>}
        </h3>
        <div className="flex flex-wrap gap-1">
          <AccountStatus user={user} />
          <Badge variant="outline">{roleLabels[user.tipo]}</Badge>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">ID</dt>
        <dd className="tabular-nums">{user.id}</dd>
        <dt className="text-muted-foreground">Email</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="text-muted-foreground">CPF</dt>
        <dd className="tabular-nums">{formatCpfDigits(user.cpf) || '—'}</dd>
        {user.atletaId !== null && (
          <>
            <dt className="text-muted-foreground">ID do atleta</dt>
            <dd className="tabular-nums">{user.atletaId}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Criado em</dt>
        <dd className="tabular-nums">{formatDate(user.createdAt)}</dd>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {user.aprovacao === 'pendente' ? (
          <>
            <Button size="sm" disabled={pending} aria-busy={pending} onClick={() => onApprove(user)}>
              <CheckIcon aria-hidden="true" />
              Aprovar{about}
            </Button>
            <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={pending} onClick={() => onRefuse(user)}>
              <XIcon aria-hidden="true" />
              Recusar{about}
            </Button>
          </>
        ) : (
          <>
            {user.ativo && !isSelf && (
              <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" disabled={pending} onClick={() => onInactivate(user)}>
                <PowerIcon aria-hidden="true" />
                Inativar
              </Button>
            )}
            {/* A refused sign-up too: reactivating approves it after all. */}
            {!user.ativo && (
              <Button variant="outline" size="sm" className="text-success hover:text-success" disabled={pending} aria-busy={pending} onClick={() => onReactivate(user)}>
                <RotateCcwIcon aria-hidden="true" />
                Reativar
              </Button>
            )}
            {isStaffRole(user.tipo) && !user.aprovacao && (
              <Button variant="outline" size="sm" onClick={() => onResetPassword(user)}>
                <KeyRoundIcon aria-hidden="true" />
                Resetar Senha
              </Button>
            )}
          </>
        )}
      </div>
    </article>
  );
}
