import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { enrollmentStatusFilters, type Enrollment } from '@domain/enrollments';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { listLoadError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { getTeamsQueryOptions } from '@web/features/teams';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useCan } from '@web/lib/session';
import { oneOf, positiveInt, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useEnrollment, useEnrollments } from './api/get-enrollments';
import { useSetEnrollmentStatus } from './api/set-enrollment-status';
import { EnrollmentDetailsDialog } from './components/enrollment-details-dialog';
import { EnrollmentEditDialog } from './components/enrollment-edit-dialog';
import { EnrollmentFilters, type EnrollmentFilterValues } from './components/enrollment-filters';
import { EnrollmentHistoryDialog } from './components/enrollment-history-dialog';
import { EnrollmentsTable } from './components/enrollments-table';
import { NewEnrollmentDialog } from './components/new-enrollment-dialog';

const filterKeys = ['status', 'turma'] as const;

/** ?status=&turma= besides the search and the page, as on Atletas. */
const readFilters = (params: URLSearchParams) => ({
  status: oneOf(enrollmentStatusFilters, params.get('status')),
  teamId: positiveInt(params.get('turma')),
});

/**
 * Matrículas (spec 1 §2.12): every signed-in role (a cliente sees their family's, scoped by the
 * server). administrador and professor enrol; only an administrador edits, inactivates and reactivates.
 */
export function EnrollmentsPage() {
  const canCreate = useCan('createEnrollments');
  const canEdit = useCan('editEnrollments');
  const listsTeams = useCan('manageTeams');
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const enrollments = useEnrollments(filters);
  const list = enrollments.data;
  const dialogs = useRecordDialogs<{ create: null; details: Enrollment; edit: Enrollment; history: Enrollment }>({
    // Only an administrador edits: for anyone else ?editar= opens nothing.
    address: { details: 'ver', history: 'historico', ...(canEdit && { edit: 'editar' }) },
    find: (id) => list?.items.find((enrollment) => enrollment.id === id) ?? (one.isError ? null : one.data),
  });
  // A link may name an enrolment on another page of the list: it is fetched on its own.
  const one = useEnrollment(dialogs.addressedId, Boolean(list) && !list?.items.some((enrollment) => enrollment.id === dialogs.addressedId));
  // Apart from the dialogs: the edit dialog of an inactive enrolment asks for the reactivation over itself.
  const [statusTarget, setStatusTarget] = useState<Enrollment | null>(null);

  useLastPageFallback(filters.page, enrollments, update);
  // Who may not list teams (GET /api/teams: manageTeams, a cliente) gets no team filter.
  const teams = useQuery({ ...getTeamsQueryOptions(), enabled: listsTeams });

  const editing = dialogs.target('edit');
  const setStatus = useSetEnrollmentStatus(
    actionToasts(
      ({ action }) =>
        action === 'deactivate'
          ? { success: 'Matrícula inativada com sucesso!', failure: 'Erro ao inativar matrícula. Tente novamente.' }
          : { success: 'Matrícula reativada com sucesso!', failure: 'Erro ao reativar matrícula. Tente novamente.' },
      (changed) => {
        setStatusTarget(null);
        // The edit dialog that asked for the reactivation now edits the active enrolment.
        if (changed && editing?.id === changed.id) dialogs.open('edit', changed);
      },
    ),
  );
  const details = dialogs.target('details');
  const history = dialogs.target('history');

  const values: EnrollmentFilterValues = { status: filters.status, teamId: filters.teamId };
  const deactivating = statusTarget?.status === 'ativa';

  return (
    <>
      <PageHeader
        title="Matrículas"
        subtitle="Gerencie as matrículas dos atletas nas turmas"
        actions={
          canCreate && (
            <Button onClick={() => dialogs.open('create', null)}>
              <PlusIcon aria-hidden="true" />
              Nova Matrícula
            </Button>
          )
        }
      />

      <EnrollmentFilters
        search={search}
        onSearchChange={setSearch}
        values={values}
        onChange={(next) => setFilters({ status: next.status, turma: next.teamId })}
        onClear={clear}
        teams={listsTeams ? (teams.data ?? []) : undefined}
      />

      <EnrollmentsTable
        list={list}
        isLoading={enrollments.isPending}
        error={listLoadError(enrollments, 'Não foi possível carregar as matrículas.')}
        filtered={Boolean(filters.busca || filters.status || filters.teamId)}
        canManage={canEdit}
        onView={(enrollment) => dialogs.open('details', enrollment)}
        onHistory={(enrollment) => dialogs.open('history', enrollment)}
        onEdit={(enrollment) => dialogs.open('edit', enrollment)}
        onToggleStatus={setStatusTarget}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />

      {dialogs.isOpen('create') && <NewEnrollmentDialog open onOpenChange={dialogs.onOpenChange} />}

      {details && (
        <EnrollmentDetailsDialog
          open
          enrollment={details}
          onOpenChange={dialogs.onOpenChange}
          onEdit={canEdit ? (enrollment) => dialogs.open('edit', enrollment) : undefined}
        />
      )}

      {editing && (
        <EnrollmentEditDialog
          key={`${editing.id}-${editing.status}`}
          open
          enrollment={editing}
          onOpenChange={dialogs.onOpenChange}
          onReactivate={setStatusTarget}
        />
      )}

      {history && <EnrollmentHistoryDialog open enrollment={history} onOpenChange={dialogs.onOpenChange} />}

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
