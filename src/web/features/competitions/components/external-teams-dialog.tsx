import { useState } from 'react';
import { PencilIcon, PlusIcon, PowerIcon, RotateCcwIcon } from 'lucide-react';
import { competitionModalityLabels, type ExternalTeam } from '@domain/competitions';
import { DataTable, EmptyState, ListError, type DataTableColumn } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useExternalTeams } from '../api/get-external-teams';
import { useUpdateExternalTeam } from '../api/update-external-team';
import { ExternalTeamFormDialog } from './external-team-form-dialog';

export interface ExternalTeamsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Editing = { team: ExternalTeam | null } | null;

/** The opponents: register, edit, and take out of (or back into) the game form's select. */
export function ExternalTeamsDialog({ open, onOpenChange }: ExternalTeamsDialogProps) {
  const teams = useExternalTeams();
  const [editing, setEditing] = useState<Editing>(null);
  const toggle = useUpdateExternalTeam({
    onSuccess: (team) =>
      toast({ title: 'Sucesso', description: team.ativo ? 'Equipe adversária reativada com sucesso!' : 'Equipe adversária inativada com sucesso!' }),
    onError: (error) => toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao atualizar equipe adversária') }),
  });

  const columns: DataTableColumn<ExternalTeam>[] = [
    {
      id: 'nome',
      header: 'Equipe',
      sortValue: (team) => team.nome,
      cell: (team) => (
        <div>
          <p className="font-medium">{team.nome}</p>
          <p className="text-sm text-muted-foreground">
            {[competitionModalityLabels[team.modalidade], team.categoria, team.cidade].filter(Boolean).join(' · ')}
          </p>
        </div>
      ),
    },
    {
      id: 'situacao',
      header: 'Situação',
      cell: (team) => <Badge variant={team.ativo ? 'success' : 'secondary'}>{team.ativo ? 'Ativa' : 'Inativa'}</Badge>,
    },
    {
      id: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'text-right',
      cell: (team) => {
        const { id, createdAt: _c, updatedAt: _u, ...data } = team;
        return (
          <div className="flex justify-end gap-1">
            <IconButton label={`Editar ${team.nome}`} icon={<PencilIcon />} onClick={() => setEditing({ team })} />
            {team.ativo ? (
              <IconButton
                label={`Inativar ${team.nome}`}
                icon={<PowerIcon />}
                className="text-destructive hover:text-destructive"
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ id, data: { ...data, ativo: false } })}
              />
            ) : (
              <IconButton
                label={`Reativar ${team.nome}`}
                icon={<RotateCcwIcon />}
                className="text-success hover:text-success"
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ id, data: { ...data, ativo: true } })}
              />
            )}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Equipes adversárias</DialogTitle>
            <DialogDescription>Clubes de fora da escola. Uma equipe inativa sai da lista do formulário de jogo.</DialogDescription>
          </DialogHeader>
          <div>
            <Button onClick={() => setEditing({ team: null })}>
              <PlusIcon aria-hidden="true" />
              Nova equipe adversária
            </Button>
          </div>
          <DataTable
            columns={columns}
            data={teams.data}
            getRowKey={(team) => team.id}
            isLoading={teams.isPending}
            error={
              teams.isError ? (
                <ListError message="Não foi possível carregar as equipes adversárias." onRetry={() => void teams.refetch()} />
              ) : undefined
            }
            empty={<EmptyState title="Nenhuma equipe adversária cadastrada" />}
            caption="Equipes adversárias"
            minWidthClassName="min-w-[480px]"
            initialSort={{ columnId: 'nome', direction: 'asc' }}
          />
        </DialogContent>
      </Dialog>
      {editing && <ExternalTeamFormDialog open team={editing.team} onOpenChange={(next) => !next && setEditing(null)} />}
    </>
  );
}
