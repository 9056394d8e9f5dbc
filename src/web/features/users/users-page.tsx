import { useMemo, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import type { SystemUser } from '@domain/users';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { EmptyState } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useCurrentUser } from '@web/lib/session';
import { useDecideSignup } from './api/decide-signup';
import { useSystemUsers } from './api/get-system-users';
import { useSetSystemUserStatus } from './api/set-system-user-status';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { SystemUserFormDialog } from './components/system-user-form-dialog';
import { UserCard } from './components/user-card';
import { UserFilters } from './components/user-filters';
import { UserStats } from './components/user-stats';
import { filterUsers, groupByRole, isFiltering, noFilters } from './lib/filter-users';
import { rolePluralLabels } from './lib/role-plurals';

type DialogState =
  | { type: 'create' }
  | { type: 'inactivate'; user: SystemUser }
  | { type: 'reset-password'; user: SystemUser }
  | { type: 'refuse'; user: SystemUser };

/** Gestão de Usuários (spec 2 §2.14), administrador only; reached from the user menu. */
export function UsersPage() {
  const currentUser = useCurrentUser();
  const users = useSystemUsers();
  const [filters, setFilters] = useState(noFilters);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const closeDialog = () => setDialog(null);

  const groups = useMemo(() => groupByRole(filterUsers(users.data ?? [], filters)), [users.data, filters]);

  const setStatus = useSetSystemUserStatus({
    onSuccess: (_user, { action }) => {
      toast({
        title: 'Sucesso',
        description: action === 'inactivate' ? 'Usuário inativado com sucesso!' : 'Usuário reativado com sucesso!',
      });
      closeDialog();
    },
    onError: (error, { action }) => {
      toast({
        variant: 'destructive',
        title: 'Erro',
        description: errorMessage(
          error,
          action === 'inactivate' ? 'Erro ao inativar usuário. Tente novamente.' : 'Erro ao reativar usuário. Tente novamente.',
        ),
      });
      closeDialog();
    },
  });

  const decide = useDecideSignup({
    onSuccess: (user, { action }) => {
      toast({
        title: 'Sucesso',
        description: action === 'approve' ? `Cadastro de ${user.nomeCompleto} aprovado: a conta já pode entrar.` : `Cadastro de ${user.nomeCompleto} recusado.`,
      });
      closeDialog();
    },
    onError: (error, { action }) => {
      toast({
        variant: 'destructive',
        title: 'Erro',
        description: errorMessage(error, action === 'approve' ? 'Erro ao aprovar cadastro. Tente novamente.' : 'Erro ao recusar cadastro. Tente novamente.'),
      });
      closeDialog();
    },
  });

  const inactivating = dialog?.type === 'inactivate' ? dialog.user : null;
  const refusing = dialog?.type === 'refuse' ? dialog.user : null;
  const busyWith = (user: SystemUser) =>
    (setStatus.isPending && setStatus.variables?.id === user.id) || (decide.isPending && decide.variables?.id === user.id);

  return (
    <>
      <PageHeader
        title="Gestão de Usuários"
        subtitle="Gerencie as contas de acesso ao sistema"
        actions={
          <Button onClick={() => setDialog({ type: 'create' })}>
            <PlusIcon aria-hidden="true" />
            Novo Usuário
          </Button>
        }
      />

      <UserStats users={users.data} />
      <UserFilters filters={filters} onChange={setFilters} />

      {users.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          <span className="sr-only">Carregando usuários</span>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-48 rounded-lg" />
          ))}
        </div>
      ) : users.isError ? (
        <div role="alert" className="space-y-3 rounded-lg border bg-card p-6 text-center">
          <p>Não foi possível carregar os usuários.</p>
          <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : groups.length === 0 ? (
        <div className="rounded-lg border bg-card py-12 text-center text-muted-foreground">
          <EmptyState
            title="Nenhum usuário encontrado"
            description={isFiltering(filters) ? 'Tente ajustar os filtros de busca.' : 'Comece criando o primeiro usuário do sistema.'}
          />
        </div>
      ) : (
        groups.map(({ tipo, users: members }) => (
          <section key={tipo} aria-labelledby={`grupo-${tipo}`} className="space-y-3">
            <h2 id={`grupo-${tipo}`} className="text-lg font-semibold">
              {rolePluralLabels[tipo]} <span className="font-normal text-muted-foreground">({members.length})</span>
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {members.map((user) => (
                <UserCard
                  key={user.id}
                  user={user}
                  isSelf={user.id === currentUser.id}
                  pending={busyWith(user)}
                  onInactivate={(target) => setDialog({ type: 'inactivate', user: target })}
                  onReactivate={(target) => setStatus.mutate({ id: target.id, action: 'reactivate' })}
                  onResetPassword={(target) => setDialog({ type: 'reset-password', user: target })}
                  onApprove={(target) => decide.mutate({ id: target.id, action: 'approve' })}
                  onRefuse={(target) => setDialog({ type: 'refuse', user: target })}
                />
              ))}
            </div>
          </section>
        ))
      )}

      {dialog?.type === 'create' && <SystemUserFormDialog open onOpenChange={(open) => !open && closeDialog()} />}

      {dialog?.type === 'reset-password' && (
        <ResetPasswordDialog key={dialog.user.id} open user={dialog.user} onOpenChange={(open) => !open && closeDialog()} />
      )}

      <ConfirmDialog
        open={inactivating !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title="Inativar Usuário"
        description={
          inactivating
            ? `Tem certeza que deseja inativar o usuário ${inactivating.nomeCompleto}? O usuário não conseguirá mais acessar o sistema.`
            : ''
        }
        confirmLabel="Inativar"
        destructive
        pending={setStatus.isPending}
        onConfirm={() => inactivating && setStatus.mutate({ id: inactivating.id, action: 'inactivate' })}
      />

      <ConfirmDialog
        open={refusing !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title="Recusar cadastro"
        description={
          refusing
            ? `Tem certeza que deseja recusar o cadastro de ${refusing.nomeCompleto} (${refusing.email})? A conta não poderá entrar no sistema.`
            : ''
        }
        confirmLabel="Recusar"
        destructive
        pending={decide.isPending}
        onConfirm={() => refusing && decide.mutate({ id: refusing.id, action: 'refuse' })}
      />
    </>
  );
}
