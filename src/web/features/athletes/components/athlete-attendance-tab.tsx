import { useId, useState } from 'react';
import { attendancePeriodMonths, lastMonthsPeriod, type AttendanceCounts, type AttendancePeriodMonths } from '@domain/attendance';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { capitalized, monthLabel } from '@domain/format';
import { ListError } from '@web/components/data-table';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { AttendanceSessionsList, formatAttendanceRate, useAthleteAttendance } from '@web/features/attendance';

const periodLabel = (months: AttendancePeriodMonths) => `Últimos ${months} meses`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 presenças · 1 falta · 1 justificada". */
const breakdown = (c: AttendanceCounts) =>
  [plural(c.presentes, 'presença', 'presenças'), plural(c.faltas, 'falta', 'faltas'), plural(c.justificadas, 'justificada', 'justificadas')].join(' · ');

/** One figure of the period: a month, or the whole period. */
function RateCard({ title, counts, emphasis = false }: { title: string; counts: AttendanceCounts; emphasis?: boolean }) {
  return (
    <li className={emphasis ? 'rounded-lg border border-primary/40 bg-card p-4' : 'rounded-lg border bg-card p-4'}>
      <p className="text-sm text-muted-foreground">{title}</p>
      <p className="text-2xl font-semibold tabular-nums">{formatAttendanceRate(counts.taxa)}</p>
      <p className="text-sm break-words text-muted-foreground">{counts.marcados === 0 ? 'Nenhuma chamada registrada' : breakdown(counts)}</p>
    </li>
  );
}

/**
 * The athlete page's Frequência: a period of whole months up to today (the last 3 by default), the
 * rate over it and month by month, and its sessions with the athlete's mark, newest first.
 */
export function AthleteAttendanceTab({ athleteId }: { athleteId: number }) {
  const [months, setMonths] = useState<AttendancePeriodMonths>(3);
  const period = lastMonthsPeriod(months, todayIn(SCHOOL_TIME_ZONE));
  const attendance = useAthleteAttendance(athleteId, period);
  const selectId = useId();
  const data = attendance.data;

  return (
    <div className="space-y-6">
      <div className="grid gap-2 sm:w-56">
        <Label htmlFor={selectId}>Período</Label>
        <Select value={String(months)} onValueChange={(value) => setMonths(Number(value) as AttendancePeriodMonths)}>
          <SelectTrigger id={selectId} className="w-full">
            <SelectValue>{periodLabel(months)}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {attendancePeriodMonths.map((m) => (
              <SelectItem key={m} value={String(m)}>
                {periodLabel(m)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {attendance.isError && !data ? (
        <div className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          <ListError message="Não foi possível carregar a frequência." onRetry={() => void attendance.refetch()} />
        </div>
      ) : !data ? (
        <div role="status" aria-label="Carregando a frequência" className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <>
          <section aria-labelledby="frequencia-meses" className="space-y-3">
            <h2 id="frequencia-meses" className="font-semibold">
              Frequência por mês
            </h2>
            <p className="text-sm text-muted-foreground">Presenças sobre os treinos com chamada; falta justificada conta como falta. Treinos cancelados não contam.</p>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <RateCard title="No período" counts={data.total} emphasis />
              {data.meses.map((m) => (
                <RateCard key={m.mes} title={capitalized(monthLabel(m.mes))} counts={m} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="frequencia-treinos" className="space-y-3">
            <h2 id="frequencia-treinos" className="font-semibold">
              Treinos
            </h2>
            <AttendanceSessionsList
              sessions={data.sessoes}
              label="Treinos do período, do mais recente"
              emptyText="Nenhum treino neste período."
              firstShown={20}
            />
          </section>
        </>
      )}
    </div>
  );
}
