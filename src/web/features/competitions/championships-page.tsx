import { PlusIcon } from 'lucide-react';
import { championshipStatuses, championshipStatusLabels, type Championship, type ChampionshipStatus } from '@domain/competitions';
import { DeleteDialog } from '@web/components/confirm-dialog';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useCan } from '@web/lib/session';
import { oneOf, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { usePagedRecordDialogs } from '@web/lib/use-record-dialogs';
import { useDeleteChampionship } from './api/delete-championship';
import { useChampionship } from './api/get-championship';
import { useChampionships } from './api/get-championships';
import { CardFilters } from './components/card-filters';
import { CardGrid } from './components/card-grid';
import { ChampionshipCard } from './components/championship-card';
import { ChampionshipFormDialog } from './components/championship-form-dialog';

const filterKeys = ['status'] as const;
const readFilters = (params: URLSearchParams) => ({ status: oneOf<ChampionshipStatus>(championshipStatuses, params.get('status')) });
const statusOptions = championshipStatuses.map((s) => ({ value: s, label: championshipStatusLabels[s] }));

/** Campeonatos (spec 2 §2.16): every signed-in role sees the cards; administrador and professor change them. */
export function ChampionshipsPage() {
  const canModify = useCan('manageCompetitions');
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const championships = useChampionships(filters);
  useLastPageFallback(filters.page, championships, update);
  const dialogs = usePagedRecordDialogs<{ create: null; edit: Championship; delete: Championship }>({
    address: { edit: 'editar' },
    items: championships.data?.items,
    useRecord: useChampionship,
    // Only staff edit: for anyone else the address names nothing.
    allowed: canModify,
  });

  const remove = useDeleteChampionship(
    actionToasts(() => ({ success: 'Campeonato excluído com sucesso!', failure: 'Erro ao excluir campeonato' }), dialogs.close),
  );

  const form = dialogs.isOpen('create') ? null : dialogs.target('edit');
  const deleting = dialogs.target('delete');

  return (
    <>
      <PageHeader
        title="Campeonatos"
        subtitle="Competições de que as equipes da escola participam"
        actions={
          canModify && (
            <Button onClick={() => dialogs.open('create', null)}>
              <PlusIcon aria-hidden="true" />
              Novo Campeonato
            </Button>
          )
        }
      />

      <CardFilters
        searchPlaceholder="Buscar por nome, modalidade ou temporada..."
        search={search}
        onSearchChange={setSearch}
        statusOptions={statusOptions}
        status={filters.status}
        onStatusChange={(status) => setFilters({ status })}
        active={Boolean(filters.busca || filters.status)}
        onClear={clear}
      />

      <CardGrid
        query={championships}
        label="Campeonatos"
        words={{
          signedOut: 'Faça login para acessar o sistema de campeonatos',
          loadError: 'Não foi possível carregar os campeonatos.',
          empty: 'Nenhum campeonato encontrado',
          noun: ['campeonato', 'campeonatos'],
        }}
        getKey={(c) => c.id}
        renderCard={(c) => (
          <ChampionshipCard
            championship={c}
            canModify={canModify}
            onEdit={(championship) => dialogs.open('edit', championship)}
            onDelete={(championship) => dialogs.open('delete', championship)}
          />
        )}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />

      {form !== undefined && <ChampionshipFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} championship={form} />}

      <DeleteDialog
        target={deleting}
        onOpenChange={dialogs.onOpenChange}
        title="Excluir campeonato"
        description="Tem certeza que deseja excluir este campeonato?"
        pending={remove.isPending}
        onConfirm={(championship) => remove.mutate(championship.id)}
      />
    </>
  );
}
