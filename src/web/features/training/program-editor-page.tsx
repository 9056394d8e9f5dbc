import { useState } from 'react';
import { ArrowLeftIcon, ClockIcon, PlusIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDuration, type ProgramActivity } from '@domain/training';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { EmptyState, ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { StatusBadge } from '@web/components/status-badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, errorMessage } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { positiveInt } from '@web/lib/use-list-params';
import { useAddProgramActivities } from './api/add-program-activities';
import { useProgram } from './api/get-program';
import { useRemoveProgramActivity } from './api/remove-program-activity';
import { useReorderProgramActivities } from './api/reorder-program-activities';
import { AddActivitiesDialog } from './components/add-activities-dialog';
import { ProgramActivityList } from './components/program-activity-list';
import { activitiesText } from './components/program-card';
import { ProgramInfoForm } from './components/program-info-form';

const backLink = (
  <Button variant="ghost" size="sm" className="-ml-2" asChild>
    <Link to={paths.programs}>
      <ArrowLeftIcon aria-hidden="true" />
      Voltar aos Programas
    </Link>
  </Button>
);

/** Editar Programa (spec 2 §2.11, /programas-treinamento/:id/editar). */
export function ProgramEditorPage() {
  const id = positiveInt(useParams().id ?? null);
  const program = useProgram(id ?? 0, id !== undefined);

  if (id === undefined || (program.error instanceof ApiError && program.error.status === 404)) return <ProgramNotFound />;
  if (program.isError && !program.data) {
    return (
      <>
        {backLink}
        <PageHeader title="Editar Programa" />
        <div className="rounded-lg border bg-card p-6 text-center">
          <ListError message="Não foi possível carregar o programa." onRetry={() => void program.refetch()} />
        </div>
      </>
    );
  }
  if (!program.data) {
    return (
      <>
        {backLink}
        <PageHeader title="Editar Programa" />
        <div role="status" aria-label="Carregando programa" className="grid gap-6 lg:grid-cols-[2fr_3fr]">
          <Skeleton className="h-80 w-full rounded-lg" />
          <Skeleton className="h-80 w-full rounded-lg" />
        </div>
      </>
    );
  }
  return <ProgramEditor key={program.data.id} programId={id} />;
}

function ProgramNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">Programa não encontrado</h1>
      <p className="text-muted-foreground">O programa de treino solicitado não foi localizado.</p>
      <Button asChild>
        <Link to={paths.programs}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar aos Programas
        </Link>
      </Button>
    </div>
  );
}

function ProgramEditor({ programId }: { programId: number }) {
  const { data: program } = useProgram(programId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ProgramActivity | null>(null);
  const [pendingOrder, setPendingOrder] = useState<number[] | null>(null);

  const add = useAddProgramActivities({
    onSuccess: () => {
      // Spec 2 §8 has one wording, however many were added.
      toast({ title: 'Sucesso', description: 'Atividade adicionada com sucesso!' });
      setAdding(false);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao adicionar atividade') }),
  });
  const remove = useRemoveProgramActivity({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Atividade removida com sucesso!' });
      setRemoving(null);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao remover atividade') });
      setRemoving(null);
    },
  });
  const reorder = useReorderProgramActivities({
    onSuccess: () => toast({ title: 'Sucesso', description: 'Ordem das atividades atualizada!' }),
    onError: (error) => toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao reordenar atividades') }),
    onSettled: () => setPendingOrder(null),
  });

  if (!program) return null;
  const count = program.atividades.length;

  return (
    <>
      {backLink}
      <PageHeader
        title="Editar Programa"
        subtitle={program.titulo}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge status={program.situacao} />
            <p className="inline-flex items-center gap-1.5 rounded-md border bg-card px-3 py-1.5 text-sm">
              <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              Tempo total: <strong className="tabular-nums">{formatDuration(program.tempoTotalEstimado)}</strong>
            </p>
          </div>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
        <ProgramInfoForm program={program} />

        <section aria-labelledby="programa-atividades-titulo" className="space-y-4 rounded-lg border bg-card p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <h2 id="programa-atividades-titulo" className="text-lg font-semibold">
                Atividades ({count})
              </h2>
              <p className="text-sm text-muted-foreground">
                {activitiesText(count)} · {formatDuration(program.tempoTotalEstimado)}
                {count > 1 && ' · arraste pela alça para reordenar'}
              </p>
            </div>
            <Button onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden="true" />
              Adicionar
            </Button>
          </div>
          {count === 0 ? (
            <div className="rounded-md border border-dashed py-10 text-center text-muted-foreground">
              <EmptyState title="Nenhuma atividade neste programa" description="Use 'Adicionar' para escolher as atividades cadastradas." />
            </div>
          ) : (
            <ProgramActivityList
              activities={program.atividades}
              pendingOrder={pendingOrder}
              onReorder={(atividadeIds) => {
                setPendingOrder(atividadeIds);
                reorder.mutate({ programId, atividadeIds });
              }}
              onRemove={setRemoving}
            />
          )}
        </section>
      </div>

      {adding && (
        <AddActivitiesDialog
          programId={programId}
          open
          onOpenChange={setAdding}
          pending={add.isPending}
          onAdd={(atividadeIds) => add.mutate({ programId, atividadeIds })}
        />
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover Atividade"
        description={
          <>
            Tem certeza que deseja remover esta atividade do programa?
            {removing && <span className="mt-2 block font-medium text-foreground">{removing.atividade.titulo}</span>}
          </>
        }
        confirmLabel="Remover"
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ programId, atividadeId: removing.atividadeId })}
      />
    </>
  );
}
