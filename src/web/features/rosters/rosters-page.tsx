import { useState } from 'react';
import { PlusIcon, ShieldIcon } from 'lucide-react';
import type { ManagedTeam } from '@domain/rosters';
import { DeleteDialog } from '@web/components/confirm-dialog';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useDeleteManagedTeam } from './api/delete-managed-team';
import { useManagedTeams } from './api/get-managed-teams';
import { ManagedTeamCard } from './components/managed-team-card';
import { ManagedTeamFormDialog } from './components/managed-team-form-dialog';

const SKELETON_CARDS = 6;

/** Gestão de Equipes (spec 2 §2.17, /escalacoes): the competition teams as cards. */
export function RostersPage() {
  const teams = useManagedTeams();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ManagedTeam | null>(null);

  const remove = useDeleteManagedTeam({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Equipe excluída com sucesso!' });
      setDeleting(null);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: `Erro ao excluir equipe: ${errorMessage(error, 'tente novamente.')}` });
      setDeleting(null);
    },
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Gestão de Equipes"
        subtitle="Monte as equipes de competição e acompanhe o elenco de cada uma"
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            Nova Equipe
          </Button>
        }
      />

      {teams.isPending ? (
        <div role="status" aria-label="Carregando equipes" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <TeamCardSkeleton key={i} />
          ))}
        </div>
      ) : teams.isError ? (
        <ListError message="Não foi possível carregar as equipes." onRetry={() => void teams.refetch()} />
      ) : teams.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed py-16 text-center">
          <ShieldIcon className="size-12 text-muted-foreground" aria-hidden="true" />
          <p className="text-lg font-medium">Nenhuma equipe encontrada</p>
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            Criar Primeira Equipe
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Equipes">
          {teams.data.map((team) => (
            <li key={team.id} className="grid">
              <ManagedTeamCard team={team} onDelete={() => setDeleting(team)} />
            </li>
          ))}
        </ul>
      )}

      {creating && <ManagedTeamFormDialog open onOpenChange={setCreating} />}

      <DeleteDialog
        target={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir Equipe"
        description={
          deleting
            ? `Tem certeza que deseja excluir a equipe ${deleting.nome}? Os atletas da equipe e o histórico de alterações também serão excluídos.`
            : ''
        }
        pending={remove.isPending}
        onConfirm={(team) => remove.mutate(team.id)}
      />
    </div>
  );
}

function TeamCardSkeleton() {
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </CardHeader>
      <CardContent className="space-y-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-9 w-full" />
      </CardContent>
    </Card>
  );
}
