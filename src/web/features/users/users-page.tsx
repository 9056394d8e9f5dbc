import { useMemo } from 'react';
import { activeStatuses } from '@domain/fields';
import { roles } from '@domain/roles';
import { PlusIcon } from 'lucide-react';
import type { SystemUser } from '@domain/users';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { EmptyState } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useCurrentUser } from '@web/lib/session';
import { oneOf, useListParams } from '@web/lib/use-list-params';
import { useDecideSignup } from './api/decide-signup';
import { useSystemUsers } from './api/get-system-users';
import { useSetSystemUserStatus } from './api/set-system-user-status';
import { ResetPasswordDialog } from './components/reset-password-dialog';
import { SystemUserFormDialog } from './components/system-user-form-dialog';
import { UserCard } from './components/user-card';
import { UserFilters } from './components/user-filters';
import { UserStats } from './components/user-stats';
import { ALL, filterUsers, groupByRole, isFiltering, type UserFilters as Filters } from './lib/filter-users';
import { rolePluralLabels } from './lib/role-plurals';

const filterKeys = ['tipo', 'status'] as const;

/** ?tipo=&status= besides the search, so Back and a shared link restore them. */
const readFilters = (params: URLSearchParams) => ({
  tipo: oneOf(roles, params.get('tipo')),
  status: oneOf(activeStatuses, params.get('status')),
});

/** Gestão de Usuários (spec 2 §2.14), administrador only; reached from the user menu. */
export function UsersPage() {
  const currentUser = useCurrentUser();
  const users = useSystemUsers();
  const list = useListParams(filterKeys, readFilters);
  // The whole list is in the browser: it filters on what is typed, before the address catches up.
  const { tipo = ALL, status = ALL } = list.filters;
  const filters: Filters = useMemo(() => ({ search: list.search, tipo, status }), [list.search, tipo, status]);
  const changeFilters = (next: Filters) => {
    if (next.search !== filters.search) list.setSearch(next.search);
    if (next.tipo !== filters.tipo || next.status !== filters.status)
      list.setFilters({ tipo: next.tipo === ALL ? undefined : next.tipo, status: next.status === ALL ? undefined : next.status });
  };
  const dialogs = useRecordDialogs<{ create: null; inactivate: SystemUser; resetPassword: SystemUser; refuse: SystemUser }>();

  const groups = useMemo(() => groupByRole(filterUsers(users.data ?? [], filters)), [users.data, filters]);

  const setStatus = useSetSystemUserStatus(
    actionToasts(
      ({ action }) =>
        action === 'inactivate'
          ? { success: 'Usuário inativado com sucesso!', failure: 'Erro ao inativar usuário. Tente novamente.' }
          : { success: 'Usuário reativado com sucesso!', failure: 'Erro ao reativar usuário. Tente novamente.' },
      dialogs.close,
    ),
  );

  const decide = useDecideSignup(
    actionToasts(
      ({ action }) =>
        action === 'approve'
          ? {
              success: (user) => ({ title: 'Sucesso', description: `Cadastro de ${user.nomeCompleto} aprovado: a conta já pode entrar.` }),
              failure: 'Erro ao aprovar cadastro. Tente novamente.',
            }
          : {
              success: (user) => ({ title: 'Sucesso', description: `Cadastro de ${user.nomeCompleto} recusado.` }),
              failure: 'Erro ao recusar cadastro. Tente novamente.',
            },
      dialogs.close,
    ),
  );

  const inactivating = dialogs.target('inactivate') ?? null;
  const refusing = dialogs.target('refuse') ?? null;
  const resettingPassword = dialogs.target('resetPassword');
  const busyWith = (user: SystemUser) =>
    (setStatus.isPending && setStatus.variables?.id === user.id) || (decide.isPending && decide.variables?.id === user.id);

  return (
    <>
      <PageHeader
        title="Gestão de Usuários"
        subtitle="Gerencie as contas de acesso ao sistema"
        actions={
          <Button onClick={() => dialogs.open('create', null)}>
            <PlusIcon aria-hidden="true" />
            Novo Usuário
          </Button>
        }
      />

      <UserStats users={users.data} />
      <UserFilters filters={filters} onChange={changeFilters} onClear={list.clear} />

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
                  onInactivate={(target) => dialogs.open('inactivate', target)}
                  onReactivate={(target) => setStatus.mutate({ id: target.id, action: 'reactivate' })}
                  onResetPassword={(target) => dialogs.open('resetPassword', target)}
                  onApprove={(target) => decide.mutate({ id: target.id, action: 'approve' })}
                  onRefuse={(target) => dialogs.open('refuse', target)}
                />
              ))}
            </div>
          </section>
        ))
      )}

      {dialogs.isOpen('create') && <SystemUserFormDialog open onOpenChange={dialogs.onOpenChange} />}

      {resettingPassword && (
        <ResetPasswordDialog key={resettingPassword.id} open user={resettingPassword} onOpenChange={dialogs.onOpenChange} />
      )}

      <ConfirmDialog
        open={inactivating !== null}
        onOpenChange={dialogs.onOpenChange}
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
        onOpenChange={dialogs.onOpenChange}
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
