import { ArrowLeftIcon, BanIcon, BellRingIcon, ChevronLeftIcon, ChevronRightIcon, FileSpreadsheetIcon, Undo2Icon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { addDays, isRealDate, SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { formatDate } from '@domain/format';
import { weekdayLabels, weekdayOf } from '@domain/weekdays';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { actionToasts } from '@web/lib/outcome-toasts';
import { screenPaths } from '@web/lib/paths';
import { useCan } from '@web/lib/session';
import { positiveInt } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useRoll, useUncancelSession } from './api/attendance';
import { AttendanceListDialog } from './components/attendance-list-dialog';
import { AttendanceSettingsDialog } from './components/attendance-settings-dialog';
import { CancelSessionDialog } from './components/cancel-session-dialog';
import { DaySessions, sessionTime } from './components/day-sessions';
import { RollSheet } from './components/roll-sheet';

/** "Segunda-feira, 23/11/2026". */
const dayTitle = (data: string) => `${weekdayLabels[weekdayOf(data)]}, ${formatDate(data)}`;

const dayLink = (data: string) => `${screenPaths.attendance}?data=${data}`;
const rollLink = (teamId: number, data: string) => `${screenPaths.attendance}?data=${data}&turma=${teamId}`;

/**
 * Chamada (docs/attendance-and-calendars.md, ADR 0017), phone first: the day's sessions (?data=), then
 * one session's roll (&turma=). Both live in the address, so Back returns from a roll to the day.
 */
export function AttendancePage() {
  const [params] = useSearchParams();
  const asked = params.get('data');
  const data = asked && isRealDate(asked) ? asked : todayIn(SCHOOL_TIME_ZONE);
  const teamId = positiveInt(params.get('turma'));
  return teamId ? <RollScreen teamId={teamId} data={data} /> : <DayScreen data={data} />;
}

function DayScreen({ data }: { data: string }) {
  const setsAbsenceAlert = useCan('setAbsenceAlert');
  const ownsEveryTeam = useCan('ownEveryTeam');
  const [, setParams] = useSearchParams();
  const dialogs = useRecordDialogs<{ settings: null }>();
  return (
    <>
      <PageHeader
        title="Chamada"
        subtitle="Escolha o treino para marcar a presença dos atletas"
        actions={
          setsAbsenceAlert && (
            <Button variant="outline" onClick={() => dialogs.open('settings', null)}>
              <BellRingIcon aria-hidden="true" /> Alerta de faltas
            </Button>
          )
        }
      />
      <div className="flex items-end gap-2">
        <Button variant="outline" size="icon" aria-label="Dia anterior" asChild>
          <Link to={dayLink(addDays(data, -1))}>
            <ChevronLeftIcon aria-hidden="true" />
          </Link>
        </Button>
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor="chamada-data">{dayTitle(data)}</Label>
          <Input id="chamada-data" type="date" value={data} onChange={(e) => isRealDate(e.target.value) && setParams({ data: e.target.value })} />
        </div>
        <Button variant="outline" size="icon" aria-label="Dia seguinte" asChild>
          <Link to={dayLink(addDays(data, 1))}>
            <ChevronRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <DaySessions key={data} data={data} othersToo={!ownsEveryTeam} linkTo={(s) => rollLink(s.teamId, s.data)} />
      {dialogs.isOpen('settings') && <AttendanceSettingsDialog open onOpenChange={dialogs.onOpenChange} />}
    </>
  );
}

function RollScreen({ teamId, data }: { teamId: number; data: string }) {
  const roll = useRoll(teamId, data);
  const dialogs = useRecordDialogs<{ cancel: null; list: null }>();
  const uncancel = useUncancelSession(actionToasts(() => ({ success: 'Cancelamento desfeito.', failure: 'Erro ao desfazer o cancelamento. Tente novamente.' })));
  const back = (
    <Button variant="ghost" asChild className="-ml-2 w-fit">
      <Link to={dayLink(data)}>
        <ArrowLeftIcon aria-hidden="true" /> Treinos do dia
      </Link>
    </Button>
  );
  if (roll.isError)
    return (
      <>
        {back}
        <PageHeader title="Chamada" />
        <p role="alert">{roll.error.message || 'Não foi possível carregar a chamada.'}</p>
      </>
    );
  if (roll.isPending)
    return (
      <>
        {back}
        <PageHeader title="Chamada" />
        <div aria-busy="true" className="grid gap-2">
          <span className="sr-only">Carregando</span>
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      </>
    );
  const { session } = roll.data;
  return (
    <>
      {back}
      <PageHeader
        title={session.teamNome}
        subtitle={`${dayTitle(session.data)} · ${sessionTime(session)} · ${session.unitNome}`}
        actions={
          <>
            {/* Cancelling or restoring a held session changes its marks' weight: the roll's correction window applies. */}
            {roll.data.podeCorrigir &&
              (session.cancelada ? (
                <Button variant="outline" disabled={uncancel.isPending} onClick={() => uncancel.mutate({ teamId, data })}>
                  <Undo2Icon aria-hidden="true" /> Desfazer cancelamento
                </Button>
              ) : (
                session.marcados === 0 && (
                  <Button variant="outline" onClick={() => dialogs.open('cancel', null)}>
                    <BanIcon aria-hidden="true" /> Cancelar treino
                  </Button>
                )
              ))}
            <Button variant="outline" onClick={() => dialogs.open('list', null)}>
              <FileSpreadsheetIcon aria-hidden="true" /> Lista de presença
            </Button>
          </>
        }
      />
      {session.cancelada && (
        <p role="status" className="rounded-md border border-destructive p-3">
          Treino cancelado: {session.motivoCancelamento}
        </p>
      )}
      <RollSheet roll={roll.data} />
      {dialogs.isOpen('cancel') && <CancelSessionDialog session={session} open onOpenChange={dialogs.onOpenChange} />}
      {dialogs.isOpen('list') && (
        <AttendanceListDialog teams={[{ id: teamId, nome: session.teamNome }]} teamId={teamId} mes={data.slice(0, 7)} open onOpenChange={dialogs.onOpenChange} />
      )}
    </>
  );
}
