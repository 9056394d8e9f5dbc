import { PlusIcon } from 'lucide-react';
import type { ProgramSummary } from '@domain/training';
import { DeleteDialog } from '@web/components/confirm-dialog';
import { EmptyState, ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { actionToasts } from '@web/lib/outcome-toasts';
import { findById, useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useDeleteProgram } from './api/delete-program';
import { usePrograms } from './api/get-programs';
import { ProgramCard, ProgramCardSkeletons } from './components/program-card';
import { ProgramDetailsDialog } from './components/program-details-dialog';
import { ProgramFormDialog } from './components/program-form-dialog';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Programas de Treinamento (spec 2 §2.10): ordered groups of activities, administrador and professor. */
export function ProgramsPage() {
  const programs = usePrograms();
  const dialogs = useRecordDialogs<{ create: null; details: ProgramSummary; delete: ProgramSummary }>({
    address: { details: 'ver' },
    find: findById(programs.data),
  });

  const remove = useDeleteProgram(actionToasts(() => ({ success: 'Programa excluído com sucesso!', failure: 'Erro ao excluir programa' }), dialogs.close));

  const details = dialogs.target('details');
  const deleting = dialogs.target('delete') ?? null;
  const create = () => dialogs.open('create', null);

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
                onDetails={() => dialogs.open('details', program)}
                onDelete={() => dialogs.open('delete', program)}
              />
            </li>
          ))}
        </ul>
      )}

      {dialogs.isOpen('create') && <ProgramFormDialog open onOpenChange={dialogs.onOpenChange} />}

      {details && <ProgramDetailsDialog program={details} onClose={dialogs.close} />}

      <DeleteDialog
        target={deleting}
        onOpenChange={dialogs.onOpenChange}
        title="Excluir Programa"
        description={
          <>
            Tem certeza que deseja excluir este programa de treinamento?
            {deleting && <span className="mt-2 block font-medium text-foreground">{deleting.titulo}</span>}
          </>
        }
        pending={remove.isPending}
        onConfirm={(program) => remove.mutate(program.id)}
      />
    </>
  );
}
