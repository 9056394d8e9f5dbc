import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { weekdayLabels, weekdays } from '@domain/organization';
import { scheduleStatuses, scheduleStatusLabels, type ScheduleEntry, type ScheduleStatus } from '@domain/schedule';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListError } from '@web/components/data-table';
import { FilterBar, FilterSelect } from '@web/components/list-filters';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { getTeamsQueryOptions } from '@web/features/teams/api/get-teams';
import { errorMessage } from '@web/lib/api';
import { useDeleteScheduleEntry } from './api/delete-schedule-entry';
import { useScheduleWeek } from './api/get-schedule';
import { useSetScheduleStatus } from './api/set-schedule-status';
import { DayCard } from './components/day-card';
import { ScheduleEntryItem } from './components/schedule-entry-item';
import { ScheduleFormDialog } from './components/schedule-form-dialog';
import { statusConfirmation } from './status-confirmation';
import { WeekNavigator } from './components/week-navigator';
import { useScheduleParams } from './use-schedule-params';

const statusOptions = scheduleStatuses.map((s) => ({ value: s, label: scheduleStatusLabels[s] }));

type DialogState =
  | { type: 'create'; date: string }
  | { type: 'edit'; entry: ScheduleEntry }
  | { type: 'delete'; entry: ScheduleEntry }
  | { type: 'status'; entry: ScheduleEntry; status: ScheduleStatus };

/** Cronograma de Treinos (spec 2 §2.12), administrador and professor: one week, Monday first. */
export function SchedulePage() {
  const { week, today, filters, setWeek, setFilters } = useScheduleParams();
  const schedule = useScheduleWeek({ semana: week.monday, ...filters });
  const teams = useQuery(getTeamsQueryOptions());
  const teamOptions = (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.nome }));

  const [dialog, setDialog] = useState<DialogState | null>(null);
  const closeDialog = () => setDialog(null);

  const setStatus = useSetScheduleStatus({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Status atualizado com sucesso!' });
      closeDialog();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao atualizar status') });
      closeDialog();
    },
  });
  const remove = useDeleteScheduleEntry({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Cronograma excluído com sucesso!' });
      closeDialog();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao excluir cronograma') });
      closeDialog();
    },
  });

  const entriesOn = (date: string) => (schedule.data ?? []).filter((e) => e.data === date);
  const statusDialog = dialog?.type === 'status' ? statusConfirmation(dialog.entry, dialog.status) : null;

  return (
    <>
      <PageHeader
        title="Cronograma de Treinos"
        subtitle="Planeje e acompanhe os treinos das turmas, semana a semana"
        actions={
          <Button onClick={() => setDialog({ type: 'create', date: week.dates.includes(today) ? today : week.monday })}>
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
          className="lg:w-56"
        />
        <FilterSelect
          label="Status"
          allLabel="Todos"
          options={statusOptions}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
          className="lg:w-40"
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
              dayName={weekdayLabels[weekdays[i]]}
              shortDate={`${date.slice(8, 10)}/${date.slice(5, 7)}`}
              isToday={date === today}
              isLoading={schedule.isPending}
              onAdd={() => setDialog({ type: 'create', date })}
            >
              {entriesOn(date).map((entry) => (
                <ScheduleEntryItem
                  key={entry.id}
                  entry={entry}
                  onEdit={() => setDialog({ type: 'edit', entry })}
                  onDelete={() => setDialog({ type: 'delete', entry })}
                  onChangeStatus={(status) => setDialog({ type: 'status', entry, status })}
                />
              ))}
            </DayCard>
          ))}
        </div>
      )}

      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <ScheduleFormDialog
          key={dialog.type === 'edit' ? dialog.entry.id : `novo-${dialog.date}`}
          open
          onOpenChange={(open) => !open && closeDialog()}
          entry={dialog.type === 'edit' ? dialog.entry : null}
          date={dialog.type === 'edit' ? dialog.entry.data : dialog.date}
        />
      )}

      <ConfirmDialog
        open={dialog?.type === 'delete'}
        onOpenChange={(open) => !open && closeDialog()}
        title="Excluir Cronograma"
        description="Tem certeza que deseja excluir este cronograma?"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => dialog?.type === 'delete' && remove.mutate(dialog.entry.id)}
      />

      <ConfirmDialog
        open={statusDialog !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title={statusDialog?.title ?? ''}
        description={statusDialog?.description ?? ''}
        confirmLabel={statusDialog?.confirmLabel ?? ''}
        cancelLabel="Voltar"
        destructive={dialog?.type === 'status' && dialog.status === 'cancelado'}
        pending={setStatus.isPending}
        onConfirm={() => dialog?.type === 'status' && setStatus.mutate({ id: dialog.entry.id, status: dialog.status })}
      />
    </>
  );
}
