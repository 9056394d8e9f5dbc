import { useEffect, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Team } from '@domain/teams';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { StatusConfirmDialog } from '@web/components/status-confirm-dialog';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useSetTeamStatus } from './api/set-team-status';
import { useTeams } from './api/get-teams';
import { TeamDetailsDialog } from './components/team-details-dialog';
import { TeamFormDialog } from './components/team-form-dialog';
import { TeamsTable } from './components/teams-table';

type DialogState =
  | { type: 'create' }
  | { type: 'edit'; team: Team }
  | { type: 'details'; team: Team }
  | { type: 'status'; team: Team };

/** Turmas (spec 1 §2.11), administrador and professor. */
export function TeamsPage() {
  const teams = useTeams();
  // ?novo=1 (the home screen's 'Nova Turma') opens the create dialog once; the parameter then leaves the URL.
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<DialogState | null>(() => (params.get('novo') === '1' ? { type: 'create' } : null));
  useEffect(() => {
    if (!params.has('novo')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('novo');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  const closeDialog = () => setDialog(null);

  const setStatus = useSetTeamStatus({
    onSuccess: (_team, { action }) => {
      toast({
        title: 'Sucesso',
        description: action === 'deactivate' ? 'Turma inativada com sucesso!' : 'Turma reativada com sucesso!',
      });
      closeDialog();
    },
    onError: (error, { action }) => {
      toast({
        variant: 'destructive',
        title: 'Erro',
        description: errorMessage(
          error,
          action === 'deactivate' ? 'Erro ao inativar turma. Tente novamente.' : 'Erro ao reativar turma. Tente novamente.',
        ),
      });
      closeDialog();
    },
  });

  const statusTarget = dialog?.type === 'status' ? dialog.team : null;

  return (
    <>
      <PageHeader
        title="Turmas"
        subtitle="Gerencie as turmas cadastradas no sistema"
        actions={
          <Button onClick={() => setDialog({ type: 'create' })}>
            <PlusIcon aria-hidden="true" />
            Nova Turma
          </Button>
        }
      />

      <TeamsTable
        teams={teams.data}
        isLoading={teams.isPending}
        error={teams.isError ? <ListError message="Não foi possível carregar as turmas." onRetry={() => void teams.refetch()} /> : undefined}
        onView={(team) => setDialog({ type: 'details', team })}
        onEdit={(team) => setDialog({ type: 'edit', team })}
        onToggleStatus={(team) => setDialog({ type: 'status', team })}
      />

      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <TeamFormDialog
          key={dialog.type === 'edit' ? dialog.team.id : 'new'}
          open
          onOpenChange={(open) => !open && closeDialog()}
          team={dialog.type === 'edit' ? dialog.team : null}
        />
      )}

      {dialog?.type === 'details' && (
        <TeamDetailsDialog
          open
          team={dialog.team}
          onOpenChange={(open) => !open && closeDialog()}
          onEdit={(team) => setDialog({ type: 'edit', team })}
        />
      )}

      <StatusConfirmDialog
        target={statusTarget && { name: statusTarget.nome, status: statusTarget.status }}
        entity={{ title: 'Turma', withArticle: 'a turma' }}
        pending={setStatus.isPending}
        onOpenChange={(open) => !open && closeDialog()}
        onConfirm={(action) => statusTarget && setStatus.mutate({ id: statusTarget.id, action })}
      />
    </>
  );
}
