import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { dayMonthBR } from '@domain/format';
import { weekdayLabels, weekdays } from '@domain/organization';
import { scheduleStatuses, scheduleStatusLabels, type ScheduleEntry, type ScheduleStatus } from '@domain/schedule';
import { ConfirmDialog, DeleteDialog } from '@web/components/confirm-dialog';
import { ListError } from '@web/components/data-table';
import { FilterBar, FilterSelect } from '@web/components/list-filters';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { getTeamsQueryOptions } from '@web/features/teams';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useDeleteScheduleEntry } from './api/delete-schedule-entry';
import { useScheduleWeek } from './api/get-schedule';
import { useSetScheduleStatus } from './api/set-schedule-status';
import { DayCard } from './components/day-card';
import { ScheduleEntryItem } from './components/schedule-entry-item';
import { ScheduleFormDialog } from './components/schedule-form-dialog';
import { WeekNavigator } from './components/week-navigator';
import { statusConfirmation } from './status-confirmation';
import { useScheduleParams } from './use-schedule-params';

const statusOptions = scheduleStatuses.map((s) => ({ value: s, label: scheduleStatusLabels[s] }));

/** Cronograma de Treinos (spec 2 §2.12), administrador and professor: one week, Monday first. */
export function SchedulePage() {
  const { week, today, filters, setWeek, setFilters } = useScheduleParams();
  const schedule = useScheduleWeek({ semana: week.monday, ...filters });
  const teams = useQuery(getTeamsQueryOptions());
  const teamOptions = (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.nome }));

  // The form's target: the entry to edit (null creates one) and the date it starts with.
  const dialogs = useRecordDialogs<{
    form: { entry: ScheduleEntry | null; date: string };
    delete: ScheduleEntry;
    status: { entry: ScheduleEntry; status: ScheduleStatus };
  }>();

  const setStatus = useSetScheduleStatus(
    actionToasts(() => ({ success: 'Status atualizado com sucesso!', failure: 'Erro ao atualizar status' }), dialogs.close),
  );
  const remove = useDeleteScheduleEntry(
    actionToasts(() => ({ success: 'Cronograma excluído com sucesso!', failure: 'Erro ao excluir cronograma' }), dialogs.close),
  );

  const entriesOn = (date: string) => (schedule.data ?? []).filter((e) => e.data === date);
  const form = dialogs.target('form');
  const deleting = dialogs.target('delete');
  const statusChange = dialogs.target('status');
  const statusDialog = statusChange ? statusConfirmation(statusChange.entry, statusChange.status) : null;

  return (
    <>
      <PageHeader
        title="Cronograma de Treinos"
        subtitle="Planeje e acompanhe os treinos das turmas, semana a semana"
        actions={
          <Button onClick={() => dialogs.open('form', { entry: null, date: week.dates.includes(today) ? today : week.monday })}>
            <PlusIcon aria-hidden="true" />
            Novo Cronograma
          </Button>
        }
      />

      <FilterBar>
        <WeekNavigator week={week} isCurrent={week.dates.includes(today)} onChange={setWeek} onCurrent={() => setWeek(undefined)} />
        <FilterSelect
          label="Turma"
          allLabel="Todas"
          options={teamOptions}
          value={filters.turma ? String(filters.turma) : undefined}
          onChange={(turma) => setFilters({ turma })}
          className="@5xl:w-56"
        />
        <FilterSelect
          label="Status"
          allLabel="Todos"
          options={statusOptions}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          className="@5xl:w-40"
        />
      </FilterBar>

      {schedule.isError ? (
        <ListError message="Não foi possível carregar o cronograma." onRetry={() => void schedule.refetch()} />
      ) : (
        <div className="@container grid gap-3" aria-busy={schedule.isFetching}>
          {week.dates.map((date, i) => (
            <DayCard
              key={date}
              date={date}
              dayName={weekdayLabels[weekdays[i]!]}
              shortDate={dayMonthBR(date)}
              isToday={date === today}
              isLoading={schedule.isPending}
              onAdd={() => dialogs.open('form', { entry: null, date })}
            >
              {entriesOn(date).map((entry) => (
                <ScheduleEntryItem
                  key={entry.id}
                  entry={entry}
                  onEdit={() => dialogs.open('form', { entry, date: entry.data })}
                  onDelete={() => dialogs.open('delete', entry)}
                  onChangeStatus={(status) => dialogs.open('status', { entry, status })}
                />
              ))}
            </DayCard>
          ))}
        </div>
      )}

      {form && (
        <ScheduleFormDialog
          key={form.entry?.id ?? `novo-${form.date}`}
          open
          onOpenChange={dialogs.onOpenChange}
          entry={form.entry}
          date={form.date}
        />
      )}

      <DeleteDialog
        target={deleting}
        onOpenChange={dialogs.onOpenChange}
        title="Excluir Cronograma"
        description="Tem certeza que deseja excluir este cronograma?"
        pending={remove.isPending}
        onConfirm={(entry) => remove.mutate(entry.id)}
      />

      <ConfirmDialog
        open={statusDialog !== null}
        onOpenChange={dialogs.onOpenChange}
        title={statusDialog?.title ?? ''}
        description={statusDialog?.description ?? ''}
        confirmLabel={statusDialog?.confirmLabel ?? ''}
        cancelLabel="Voltar"
        destructive={statusChange?.status === 'cancelado'}
        pending={setStatus.isPending}
        onConfirm={() => statusChange && setStatus.mutate({ id: statusChange.entry.id, status: statusChange.status })}
      />
    </>
  );
}
