import { useId } from 'react';
import { CalendarIcon } from 'lucide-react';
import { PERIOD_TOO_LONG, type AttendanceReportTeam, type AttendanceReportUnit } from '@domain/attendance';
import { daysBetween } from '@domain/dates';
import { formatCount } from '@domain/format';
import { PERIOD_ORDER } from '@domain/ledger';
import type { DateRange } from '@domain/reports';
import { AlertNotice } from '@web/components/alert-notice';
import { DataTable, EmptyState, ListError, type DataTableColumn } from '@web/components/data-table';
import { DateFilter } from '@web/components/date-filter';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { formatAttendanceRate } from '@web/features/attendance';
import { useUnits } from '@web/features/units';
import { useAttendanceReport } from '../api/get-attendance-report';

const ALL_UNITS = 'todas';

export interface AttendanceTabProps {
  /** The page's period; null for "Todo o período". */
  range: DateRange | null;
  /** Dates chosen here become the period of the whole page. */
  onDatesChange: (dates: Partial<DateRange>) => void;
  onCurrentMonth: () => void;
  isCurrentMonth: boolean;
  unitId: number | undefined;
  onUnitChange: (unitId: number | undefined) => void;
}

type Counted = AttendanceReportTeam | AttendanceReportUnit;

const number = (header: string, id: string, value: (row: Counted) => number) => ({
  id,
  header,
  headerClassName: 'text-right',
  className: 'text-right tabular-nums',
  cell: (row: Counted) => formatCount(value(row)),
});

/** The rate first, next to the name: on a phone it shows before the table scrolls. */
const countColumns: DataTableColumn<Counted>[] = [
  {
    id: 'taxa',
    header: 'Frequência',
    headerClassName: 'text-right',
    className: 'text-right font-semibold tabular-nums whitespace-nowrap',
    cell: (r) => formatAttendanceRate(r.taxa),
  },
  number('Treinos', 'sessoes', (r) => r.sessoes),
  number('Marcações', 'marcados', (r) => r.marcados),
  number('Presenças', 'presentes', (r) => r.presentes),
  number('Faltas', 'faltas', (r) => r.faltas),
  number('Justificadas', 'justificadas', (r) => r.justificadas),
];

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

const unitColumns: DataTableColumn<AttendanceReportUnit>[] = [
  { id: 'unidade', header: 'Unidade', cell: (u) => <span className="font-medium">{u.unitNome}</span> },
  ...countColumns,
];

const teamColumns: DataTableColumn<AttendanceReportTeam>[] = [
  { id: 'turma', header: 'Turma', cell: (t) => <span className="font-medium">{t.teamNome}</span>, sortValue: (t) => t.teamNome },
  { id: 'unidade', header: 'Unidade', cell: (t) => t.unitNome, sortValue: (t) => t.unitNome },
  ...countColumns,
];

/** Why the period cannot be asked for, if it cannot: "Todo o período", dates out of order or more than 366 days. */
function periodProblem(range: DateRange | null) {
  if (!range) return PERIOD_TOO_LONG;
  if (range.inicio > range.fim) return PERIOD_ORDER;
  if (daysBetween(range.inicio, range.fim) > 366) return PERIOD_TOO_LONG;
  return null;
}

/**
 * Frequência: for the page's period (at most 366 days) and one unit or all, the rate per unit and
 * per team: sessions held with a roll taken, marks, presences and absences. Cancelled sessions
 * count for nothing; a justified absence counts as an absence.
 */
export function AttendanceTab({ range, onDatesChange, onCurrentMonth, isCurrentMonth, unitId, onUnitChange }: AttendanceTabProps) {
  const problem = periodProblem(range);
  const report = useAttendanceReport(problem || !range ? null : { de: range.inicio, ate: range.fim, ...(unitId && { unitId }) });
  const units = useUnits();
  const unitSelectId = useId();
  const data = report.data;
  const unitName = unitId ? (units.data?.find((u) => u.id === unitId)?.nome ?? 'Unidade') : 'Todas as unidades';

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:flex-row sm:flex-wrap sm:items-end">
        <DateFilter label="Data inicial" value={range?.inicio ?? ''} onChange={(inicio) => inicio && onDatesChange({ inicio })} className="sm:w-44" />
        <DateFilter label="Data final" value={range?.fim ?? ''} onChange={(fim) => fim && onDatesChange({ fim })} className="sm:w-44" />
        <div className="grid min-w-0 gap-2 sm:w-56">
          <Label htmlFor={unitSelectId}>Unidade</Label>
          <Select value={unitId ? String(unitId) : ALL_UNITS} onValueChange={(value) => onUnitChange(value === ALL_UNITS ? undefined : Number(value))}>
            <SelectTrigger id={unitSelectId} className="w-full">
              <SelectValue>{unitName}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_UNITS}>Todas as unidades</SelectItem>
              {units.data?.map((u) => (
                <SelectItem key={u.id} value={String(u.id)}>
                  {u.nome}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button variant="outline" onClick={onCurrentMonth} disabled={isCurrentMonth}>
          <CalendarIcon aria-hidden="true" />
          Mês Atual
        </Button>
      </div>

      {problem ? (
        <AlertNotice>{problem}</AlertNotice>
      ) : report.isError && !data ? (
        <div className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          <ListError message="Não foi possível carregar o relatório de frequência." onRetry={() => void report.refetch()} />
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {data ? (
              <>
                Frequência geral: <span className="font-semibold text-foreground tabular-nums">{formatAttendanceRate(data.total.taxa)}</span> (
                {plural(data.total.presentes, 'presença', 'presenças')} em {plural(data.total.marcados, 'marcação', 'marcações')},{' '}
                {plural(data.total.sessoes, 'treino', 'treinos')}).
              </>
            ) : (
              'Carregando...'
            )}{' '}
            Presenças sobre marcações; falta justificada conta como falta e treinos cancelados não contam.
          </p>
          <section className="space-y-3" aria-labelledby="frequencia-unidades">
            <h2 id="frequencia-unidades" className="font-semibold">
              Por unidade
            </h2>
            <DataTable
              caption="Frequência por unidade"
              columns={unitColumns}
              data={data?.unidades}
              getRowKey={(u) => u.unitId}
              isLoading={!data}
              loadingRows={2}
              minWidthClassName="min-w-[640px]"
              empty={<EmptyState title="Nenhuma turma neste período" />}
            />
          </section>
          <section className="space-y-3" aria-labelledby="frequencia-turmas">
            <h2 id="frequencia-turmas" className="font-semibold">
              Por turma
            </h2>
            <DataTable
              caption="Frequência por turma"
              columns={teamColumns}
              data={data?.turmas}
              getRowKey={(t) => t.teamId}
              isLoading={!data}
              loadingRows={3}
              minWidthClassName="min-w-[760px]"
              empty={<EmptyState title="Nenhuma turma neste período" />}
            />
          </section>
        </>
      )}
    </div>
  );
}
