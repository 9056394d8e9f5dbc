import { useEffect } from 'react';
import { PlusIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Team } from '@domain/teams';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { StatusConfirmDialog } from '@web/components/status-confirm-dialog';
import { Button } from '@web/components/ui/button';
import { CalendarFeedDialog } from '@web/features/calendar';
import { findById, useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useTeams } from './api/get-teams';
import { useSetTeamStatus } from './api/set-team-status';
import { TeamDetailsDialog } from './components/team-details-dialog';
import { TeamFormDialog } from './components/team-form-dialog';
import { TeamsTable } from './components/teams-table';

/** Turmas (spec 1 §2.11), administrador and professor. */
export function TeamsPage() {
  const teams = useTeams();
  // ?novo=1 (the home screen's 'Nova Turma') opens the create dialog once; the parameter then leaves the URL.
  const [params, setParams] = useSearchParams();
  const dialogs = useRecordDialogs<{ form: Team | null; details: Team; status: Team; calendar: Team }>({
    initial: () => (params.get('novo') === '1' ? { type: 'form', target: null } : null),
    address: { details: 'ver', form: 'editar' },
    find: findById(teams.data),
  });
  useEffect(() => {
    if (!params.has('novo')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('novo');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  const form = dialogs.target('form');
  const details = dialogs.target('details');
  const calendar = dialogs.target('calendar');

  return (
    <>
      <PageHeader
        title="Turmas"
        subtitle="Gerencie as turmas cadastradas no sistema"
        actions={
          <Button onClick={() => dialogs.open('form', null)}>
            <PlusIcon aria-hidden="true" />
            Nova Turma
          </Button>
        }
      />

      <TeamsTable
        teams={teams.data}
        isLoading={teams.isPending}
        error={teams.isError ? <ListError message="Não foi possível carregar as turmas." onRetry={() => void teams.refetch()} /> : undefined}
        onView={(team) => dialogs.open('details', team)}
        onEdit={(team) => dialogs.open('form', team)}
        onToggleStatus={(team) => dialogs.open('status', team)}
      />

      {form !== undefined && <TeamFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} team={form} />}

      {details && (
        <TeamDetailsDialog
          open
          team={details}
          onOpenChange={dialogs.onOpenChange}
          onEdit={(team) => dialogs.open('form', team)}
          onCalendar={(team) => dialogs.open('calendar', team)}
        />
      )}

      {calendar && (
        <CalendarFeedDialog
          open
          owner={{ kind: 'team', teamId: calendar.id }}
          description={`Os treinos e jogos da turma ${calendar.nome}, no Google Agenda ou no calendário do celular.`}
          onOpenChange={dialogs.onOpenChange}
        />
      )}

      <StatusConfirmDialog
        target={dialogs.target('status')}
        name={(team) => team.nome}
        entity={{ title: 'Turma', noun: 'turma', withArticle: 'a turma' }}
        useSetStatus={useSetTeamStatus}
        onOpenChange={dialogs.onOpenChange}
      />
    </>
  );
}
