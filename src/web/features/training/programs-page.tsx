import { useCallback, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import type { ProgramSummary } from '@domain/training';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { EmptyState, ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useDeleteProgram } from './api/delete-program';
import { usePrograms } from './api/get-programs';
import { ProgramCard, ProgramCardSkeletons } from './components/program-card';
import { ProgramDetailsDialog } from './components/program-details-dialog';
import { ProgramFormDialog } from './components/program-form-dialog';

type DialogState = { type: 'create' } | { type: 'details'; program: ProgramSummary } | { type: 'delete'; program: ProgramSummary };

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Programas de Treinamento (spec 2 §2.10): ordered groups of activities, administrador and professor. */
export function ProgramsPage() {
  const programs = usePrograms();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  const remove = useDeleteProgram({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Programa excluído com sucesso!' });
      closeDialog();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao excluir programa') });
      closeDialog();
    },
  });

  const deleting = dialog?.type === 'delete' ? dialog.program : null;
  const create = () => setDialog({ type: 'create' });

  return (
    <>
      <PageHeader
        title="Programas de Treinamento"
        subtitle="Monte sequências de atividades para as turmas"
        actions={
          <Button onClick={create}>
            <PlusIcon aria-hidden="true" />
            Novo Programa
          </Button>
        }
      />

      {programs.isPending ? (
        <div className={GRID}>
          <ProgramCardSkeletons />
        </div>
      ) : programs.isError ? (
        <div className="rounded-lg border bg-card p-6 text-center">
          <ListError message="Não foi possível carregar os programas." onRetry={() => void programs.refetch()} />
        </div>
      ) : programs.data.length === 0 ? (
        <div className="space-y-4 rounded-lg border bg-card py-12 text-center text-muted-foreground">
          <EmptyState title="Nenhum programa encontrado" description="Crie um programa e adicione a ele as atividades cadastradas." />
          <Button onClick={create}>
            <PlusIcon aria-hidden="true" />
            Criar Primeiro Programa
          </Button>
        </div>
      ) : (
        <ul className={GRID} aria-label="Programas de treinamento">
          {programs.data.map((program) => (
            <li key={program.id} className="flex">
              <ProgramCard
                program={program}
                onDetails={() => setDialog({ type: 'details', program })}
                onDelete={() => setDialog({ type: 'delete', program })}
              />
            </li>
          ))}
        </ul>
      )}

      {dialog?.type === 'create' && <ProgramFormDialog open onOpenChange={(open) => !open && closeDialog()} />}

      {dialog?.type === 'details' && <ProgramDetailsDialog program={dialog.program} onClose={closeDialog} />}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title="Excluir Programa"
        description={
          <>
            Tem certeza que deseja excluir este programa de treinamento?
            {deleting && <span className="mt-2 block font-medium text-foreground">{deleting.titulo}</span>}
          </>
        }
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
