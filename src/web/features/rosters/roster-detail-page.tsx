import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, Loader2Icon, ShieldOffIcon } from 'lucide-react';
import { managedTeamCategoryLabels, managedTeamModalityLabels, type ManagedTeam, type RosterAthlete } from '@domain/rosters';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, errorMessage } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useManagedTeam } from './api/get-managed-team';
import { useRoster } from './api/get-roster';
import { useRemoveRosterAthlete } from './api/remove-roster-athlete';
import { useToggleRosterAthlete } from './api/toggle-roster-athlete';
import { AddRosterAthleteDialog } from './components/add-roster-athlete-dialog';
import { EditRosterAthleteDialog } from './components/edit-roster-athlete-dialog';
import { ManagedTeamStatusBadge } from './components/managed-team-status-badge';
import { ModalityIcon } from './components/modality-icon';
import { RosterAthletes } from './components/roster-athletes';
import { RosterHistory } from './components/roster-history';

/** The route's :id when it is a positive whole number, else null (no request: it cannot exist). */
function useTeamId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return /^\d+$/.test(id ?? '') && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

function BackToTeams() {
  return (
    <Button asChild variant="ghost" className="-ml-3 w-fit">
      <Link to={paths.rosters}>
        <ArrowLeftIcon aria-hidden="true" />
        Voltar para Equipes
      </Link>
    </Button>
  );
}

/** Team detail (spec 2 §2.18, /escalacoes/:id): the roster on the left, its history on the right. */
export function RosterDetailPage() {
  const id = useTeamId();
  return id === null ? <TeamNotFound /> : <LoadTeam id={id} />;
}

function LoadTeam({ id }: { id: number }) {
  const team = useManagedTeam(id);
  if (team.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2Icon className="size-5 animate-spin" aria-hidden="true" />
        Carregando equipe...
      </div>
    );
  }
  if (team.isError) {
    if (team.error instanceof ApiError && team.error.status === 404) return <TeamNotFound />;
    return (
      <div className="py-16 text-center">
        <ListError message="Não foi possível carregar a equipe." onRetry={() => void team.refetch()} />
      </div>
    );
  }
  return <TeamDetail team={team.data} />;
}

function TeamNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <ShieldOffIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Equipe não encontrada</h1>
      <p className="text-muted-foreground">A equipe solicitada não foi encontrada ou foi excluída.</p>
      <BackToTeams />
    </div>
  );
}

function TeamDetail({ team }: { team: ManagedTeam }) {
  const roster = useRoster(team.id);
  // A confirmation keeps the row as it was when opened, so its text does not flip while it closes.
  const dialogs = useRecordDialogs<{ add: null; edit: RosterAthlete; toggle: RosterAthlete; remove: RosterAthlete }>();

  const toggle = useToggleRosterAthlete({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Status do atleta alterado com sucesso!' });
      dialogs.close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao alterar status do atleta') });
      dialogs.close();
    },
  });
  const remove = useRemoveRosterAthlete({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Atleta removido da equipe com sucesso!' });
      dialogs.close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao remover atleta da equipe') });
      dialogs.close();
    },
  });

  const editing = dialogs.target('edit');
  const toggling = dialogs.target('toggle') ?? null;
  const removing = dialogs.target('remove') ?? null;
  const details = [
    managedTeamCategoryLabels[team.categoria] ?? team.categoria,
    managedTeamModalityLabels[team.modalidade] ?? team.modalidade,
    team.unit?.nome ?? 'Sem unidade',
    team.tecnicoResponsavel && `Técnico: ${team.tecnicoResponsavel}`,
  ].filter(Boolean);
  const full = team.atletasAtivos >= team.numeroMaximoAtletas;

  return (
    <div className="space-y-6">
      <BackToTeams />
      <div className="flex items-start gap-4">
        <ModalityIcon modalidade={team.modalidade} className="size-12" />
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{team.nome}</h1>
            <ManagedTeamStatusBadge status={team.status} />
          </div>
          <p className="text-muted-foreground">{details.join(' · ')}</p>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <RosterAthletes
            roster={roster.data}
            isLoading={roster.isPending}
            onRetry={roster.isError ? () => void roster.refetch() : undefined}
            summary={`${team.atletasAtivos} de ${team.numeroMaximoAtletas} atletas ativos${full ? ' — equipe completa' : ''}`}
            onAdd={() => dialogs.open('add', null)}
            onEdit={(link) => dialogs.open('edit', link)}
            onToggle={(link) => dialogs.open('toggle', link)}
            onRemove={(link) => dialogs.open('remove', link)}
          />
        </div>
        <div className="lg:col-span-2">
          <RosterHistory teamId={team.id} />
        </div>
      </div>

      {dialogs.isOpen('add') && <AddRosterAthleteDialog teamId={team.id} open onOpenChange={dialogs.onOpenChange} />}
      {editing && <EditRosterAthleteDialog key={editing.id} link={editing} open onOpenChange={dialogs.onOpenChange} />}

      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={dialogs.onOpenChange}
        title={toggling?.ativo ? 'Inativar Atleta' : 'Ativar Atleta'}
        description={`Tem certeza que deseja ${toggling?.ativo ? 'inativar' : 'ativar'} este atleta na equipe?`}
        confirmLabel={toggling?.ativo ? 'Inativar' : 'Ativar'}
        destructive={toggling?.ativo}
        pending={toggle.isPending}
        onConfirm={() => toggling && toggle.mutate({ teamId: team.id, athleteId: toggling.athleteId, ativo: !toggling.ativo })}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={dialogs.onOpenChange}
        title="Remover Atleta"
        description="Tem certeza que deseja remover este atleta da equipe?"
        confirmLabel="Remover"
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ teamId: team.id, athleteId: removing.athleteId })}
      />
    </div>
  );
}
