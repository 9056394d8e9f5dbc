import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
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
import { oneOf, positiveInt, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useEnrollments } from './api/get-enrollments';
import { useSetEnrollmentStatus } from './api/set-enrollment-status';
import { EnrollmentDetailsDialog } from './components/enrollment-details-dialog';
import { EnrollmentEditDialog } from './components/enrollment-edit-dialog';
import { EnrollmentFilters, type EnrollmentFilterValues } from './components/enrollment-filters';
import { EnrollmentHistoryDialog } from './components/enrollment-history-dialog';
import { EnrollmentsTable } from './components/enrollments-table';
import { NewEnrollmentDialog } from './components/new-enrollment-dialog';

type DialogState =
  | { type: 'create' }
  | { type: 'details'; enrollment: Enrollment }
  | { type: 'edit'; enrollment: Enrollment }
  | { type: 'history'; enrollment: Enrollment };

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
  const user = useCurrentUser();
  const isStaff = hasRole(user, STAFF);
  const isAdmin = hasRole(user, ADMIN);
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [statusTarget, setStatusTarget] = useState<Enrollment | null>(null);
  const closeDialog = () => setDialog(null);

  const enrollments = useEnrollments(filters);
  const list = enrollments.data;
  useLastPageFallback(filters.page, enrollments, update);
  // A cliente may not list teams (GET /api/teams is staff only): no team filter for them.
  const teams = useQuery({ ...getTeamsQueryOptions(), enabled: isStaff });

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
        search={search}
        onSearchChange={setSearch}
        values={values}
        onChange={(next) => setFilters({ status: next.status, turma: next.teamId })}
        onClear={clear}
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
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
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
