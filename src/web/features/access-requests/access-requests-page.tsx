import { accessRequestStatuses, type AccessRequest, type AccessRequestStatus } from '@domain/families';
import { EmptyState, ListError } from '@web/components/data-table';
import { FilterBar, FilterSelect } from '@web/components/list-filters';
import { PageHeader } from '@web/components/page-header';
import { Pagination } from '@web/components/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { canOpen } from '@web/lib/screen-access';
import { useCurrentUser } from '@web/lib/session';
import { oneOf, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useAccessRequests } from './api/get-access-requests';
import { AccessRequestCard } from './components/access-request-card';
import { AccessRequestDecisionDialog, type AccessRequestDecisionTarget } from './components/access-request-decision-dialog';
import { ApproveWithAthleteDialog } from './components/approve-with-athlete-dialog';

/** ?status=todas lists every request; without ?status= the page shows what waits, the pending ones. */
const ALL = 'todas';
const filterKeys = ['status'] as const;
const readFilters = (params: URLSearchParams) => ({
  status: params.get('status') === ALL ? undefined : (oneOf<AccessRequestStatus>(accessRequestStatuses, params.get('status')) ?? 'pendente'),
});

const statusFilterLabels: Record<AccessRequestStatus, string> = { pendente: 'Pendentes', aprovada: 'Aprovadas', recusada: 'Recusadas' };
const statusOptions = accessRequestStatuses.map((status) => ({ value: status, label: statusFilterLabels[status] }));

/** /solicitacoes-acesso: families asking to follow an athlete; staff check the data and approve or refuse. */
export function AccessRequestsPage() {
  // Opening an athlete and searching athletes is the Atletas screen's: an assistente has neither.
  const canBrowseAthletes = canOpen('athletes', useCurrentUser().tipo);
  const { filters, setFilters, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const { status, page, pageSize } = filters;
  const requests = useAccessRequests({ status, page, pageSize });
  const list = requests.data;
  useLastPageFallback(page, { data: list && { total: list.total, pageSize }, isPlaceholderData: requests.isPlaceholderData }, update);
  const dialogs = useRecordDialogs<{ decide: AccessRequestDecisionTarget; choose: AccessRequest }>();
  const choosing = dialogs.target('choose');

  return (
    <>
      <PageHeader
        title="Solicitações de acesso"
        subtitle="Famílias que pediram para acompanhar um atleta. Confira os dados antes de aprovar: só a escola libera o acesso."
      />

      <FilterBar label="Filtrar solicitações">
        <FilterSelect
          label="Status"
          allLabel="Todas"
          options={statusOptions}
          value={status}
          onChange={(next) => setFilters({ status: next === undefined ? ALL : next === 'pendente' ? undefined : next })}
          className="@5xl:w-48"
        />
      </FilterBar>

      {requests.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2" aria-busy="true">
          <span className="sr-only">Carregando solicitações</span>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="h-64 rounded-lg" />
          ))}
        </div>
      ) : requests.isError && !list ? (
        <div className="rounded-lg border bg-card p-6 text-center">
          <ListError message="Não foi possível carregar as solicitações." onRetry={() => void requests.refetch()} />
        </div>
      ) : !list || list.items.length === 0 ? (
        <div className="rounded-lg border bg-card py-12 text-center text-muted-foreground">
          <EmptyState
            title={status === 'pendente' ? 'Nenhuma solicitação pendente' : 'Nenhuma solicitação encontrada'}
            description={status === 'pendente' ? 'Quando uma família pedir acesso a um atleta, o pedido aparece aqui.' : undefined}
          />
        </div>
      ) : (
        <>
          <section aria-label="Solicitações" className="grid gap-4 lg:grid-cols-2" aria-busy={requests.isFetching}>
            {list.items.map((request) => (
              <AccessRequestCard
                key={request.id}
                request={request}
                canBrowseAthletes={canBrowseAthletes}
                onDecide={(target, action) => dialogs.open('decide', { request: target, action })}
                onChooseAthlete={(target) => dialogs.open('choose', target)}
              />
            ))}
          </section>
          <Pagination
            list={{ page, pageSize, total: list.total }}
            noun={['solicitação', 'solicitações']}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </>
      )}

      <AccessRequestDecisionDialog target={dialogs.target('decide') ?? null} onOpenChange={dialogs.onOpenChange} />
      {choosing && <ApproveWithAthleteDialog key={choosing.id} open request={choosing} onOpenChange={dialogs.onOpenChange} />}
    </>
  );
}
