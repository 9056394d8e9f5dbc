import { useCallback, useEffect, useRef, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH } from '@domain/athletes';
import { enrollmentStatusFilters, type Enrollment } from '@domain/enrollments';
import { ADMIN, STAFF } from '@domain/roles';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { getTeamsQueryOptions } from '@web/features/teams/api/get-teams';
import { errorMessage } from '@web/lib/api';
import { hasRole, useCurrentUser } from '@web/lib/session';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useEnrollments, type EnrollmentListFilters } from './api/get-enrollments';
import { useSetEnrollmentStatus } from './api/set-enrollment-status';
import { EnrollmentDetailsDialog } from './components/enrollment-details-dialog';
import { EnrollmentEditDialog } from './components/enrollment-edit-dialog';
import { EnrollmentFilters, type EnrollmentFilterValues } from './components/enrollment-filters';
import { EnrollmentHistoryDialog } from './components/enrollment-history-dialog';
import { EnrollmentsTable } from './components/enrollments-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@web/components/pagination';
import { NewEnrollmentDialog } from './components/new-enrollment-dialog';

type DialogState =
  | { type: 'create' }
  | { type: 'details'; enrollment: Enrollment }
  | { type: 'edit'; enrollment: Enrollment }
  | { type: 'history'; enrollment: Enrollment };

type ParamKey = 'busca' | 'status' | 'turma' | 'page' | 'pageSize';
type ParamPatch = Partial<Record<ParamKey, string | number | undefined>>;


/** A search counts from 2 characters (spec 1 §5 "Search"); shorter is no search at all. */
const effectiveSearch = (term: string) => {
  const trimmed = term.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : '';
};

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** The list's state lives in the query string (?busca=&status=&turma=&page=&pageSize=), as on Atletas. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const pageSize = Number(params.get('pageSize'));
  const filters: EnrollmentListFilters = {
    busca: effectiveSearch(params.get('busca') ?? '') || undefined,
    status: (enrollmentStatusFilters as readonly string[]).includes(status ?? '') ? (status as 'ativa' | 'inativa') : undefined,
    teamId: positiveInt(params.get('turma')),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
  const update = useCallback(
    (patch: ParamPatch, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  return { filters, urlSearch: params.get('busca') ?? '', update };
}

/**
 * Matrículas (spec 1 §2.12): every signed-in role (a cliente sees their family's, scoped by the
 * server). administrador and professor enrol; only an administrador edits, inactivates and reactivates.
 */
export function EnrollmentsPage() {
  const user = useCurrentUser();
  const isStaff = hasRole(user, STAFF);
  const isAdmin = hasRole(user, ADMIN);
  const { filters, urlSearch, update } = useListParams();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [statusTarget, setStatusTarget] = useState<Enrollment | null>(null);
  const closeDialog = () => setDialog(null);

  // The box shows what is typed; the URL gets it once typing pauses (as on Atletas).
  const [term, setTerm] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (effectiveSearch(urlSearch) !== effectiveSearch(term)) setTerm(urlSearch);
  }
  const debouncedTerm = useDebouncedValue(term, 300);
  const writtenSearch = useRef(effectiveSearch(urlSearch));
  useEffect(() => {
    const next = effectiveSearch(debouncedTerm);
    if (next === writtenSearch.current) return;
    writtenSearch.current = next;
    if (next !== effectiveSearch(urlSearch)) update({ busca: next, page: undefined }, urlSearch !== '');
  }, [debouncedTerm, urlSearch, update]);

  const enrollments = useEnrollments(filters);
  const list = enrollments.data;
  // A cliente may not list teams (GET /api/teams is staff only): no team filter for them.
  const teams = useQuery({ ...getTeamsQueryOptions(), enabled: isStaff });

  const lastPage = list && !enrollments.isPlaceholderData ? Math.max(1, Math.ceil(list.total / list.pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && filters.page > lastPage) update({ page: lastPage === 1 ? undefined : lastPage }, true);
  }, [filters.page, lastPage, update]);

  const setStatus = useSetEnrollmentStatus({
    onSuccess: (enrollment, { action }) => {
      toast({
        title: 'Sucesso',
        description: action === 'deactivate' ? 'Matrícula inativada com sucesso!' : 'Matrícula reativada com sucesso!',
      });
      setStatusTarget(null);
      // The edit dialog that asked for the reactivation now edits the active enrolment.
      setDialog((current) => (current?.type === 'edit' && current.enrollment.id === enrollment.id ? { type: 'edit', enrollment } : current));
    },
    onError: (error, { action }) => {
      toast({
        variant: 'destructive',
        title: 'Erro',
        description: errorMessage(
          error,
          action === 'deactivate' ? 'Erro ao inativar matrícula. Tente novamente.' : 'Erro ao reativar matrícula. Tente novamente.',
        ),
      });
      setStatusTarget(null);
    },
  });

  const values: EnrollmentFilterValues = { status: filters.status, teamId: filters.teamId };
  const deactivating = statusTarget?.status === 'ativa';

  function handleClear() {
    setTerm('');
    writtenSearch.current = '';
    update({ busca: undefined, status: undefined, turma: undefined, page: undefined });
  }

  return (
    <>
      <PageHeader
        title="Matrículas"
        subtitle="Gerencie as matrículas dos atletas nas turmas"
        actions={
          isStaff && (
            <Button onClick={() => setDialog({ type: 'create' })}>
              <PlusIcon aria-hidden="true" />
              Nova Matrícula
            </Button>
          )
        }
      />

      <EnrollmentFilters
        search={term}
        onSearchChange={setTerm}
        values={values}
        onChange={(next) => update({ status: next.status, turma: next.teamId, page: undefined })}
        onClear={handleClear}
        teams={isStaff ? (teams.data ?? []) : undefined}
      />

      <EnrollmentsTable
        list={list}
        isLoading={enrollments.isPending}
        error={
          enrollments.isError && !list ? (
            <ListError message="Não foi possível carregar as matrículas." onRetry={() => void enrollments.refetch()} />
          ) : undefined
        }
        filtered={Boolean(filters.busca || filters.status || filters.teamId)}
        canManage={isAdmin}
        onView={(enrollment) => setDialog({ type: 'details', enrollment })}
        onHistory={(enrollment) => setDialog({ type: 'history', enrollment })}
        onEdit={(enrollment) => setDialog({ type: 'edit', enrollment })}
        onToggleStatus={setStatusTarget}
        onPageChange={(page) => update({ page: page === 1 ? undefined : page })}
        onPageSizeChange={(pageSize) => update({ pageSize: pageSize === DEFAULT_PAGE_SIZE ? undefined : pageSize, page: undefined })}
      />

      {dialog?.type === 'create' && <NewEnrollmentDialog open onOpenChange={(open) => !open && closeDialog()} />}

      {dialog?.type === 'details' && (
        <EnrollmentDetailsDialog
          open
          enrollment={dialog.enrollment}
          onOpenChange={(open) => !open && closeDialog()}
          onEdit={isAdmin ? (enrollment) => setDialog({ type: 'edit', enrollment }) : undefined}
        />
      )}

      {dialog?.type === 'edit' && (
        <EnrollmentEditDialog
          key={`${dialog.enrollment.id}-${dialog.enrollment.status}`}
          open
          enrollment={dialog.enrollment}
          onOpenChange={(open) => !open && closeDialog()}
          onReactivate={setStatusTarget}
        />
      )}

      {dialog?.type === 'history' && (
        <EnrollmentHistoryDialog open enrollment={dialog.enrollment} onOpenChange={(open) => !open && closeDialog()} />
      )}

      <ConfirmDialog
        open={statusTarget !== null}
        onOpenChange={(open) => !open && setStatusTarget(null)}
        title={deactivating ? 'Inativar Matrícula' : 'Reativar Matrícula'}
        description={
          statusTarget
            ? `Tem certeza que deseja ${deactivating ? 'inativar' : 'reativar'} a matrícula de ${statusTarget.athlete.nomeCompleto}?`
            : ''
        }
        confirmLabel={deactivating ? 'Inativar' : 'Reativar'}
        destructive={deactivating}
        pending={setStatus.isPending}
        onConfirm={() => statusTarget && setStatus.mutate({ id: statusTarget.id, action: deactivating ? 'deactivate' : 'reactivate' })}
      />
    </>
  );
}
