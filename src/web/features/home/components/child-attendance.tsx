import { addDays, SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { FAMILY_RATE_DAYS } from '@domain/attendance-constants';
import { ListError } from '@web/components/data-table';
import { Skeleton } from '@web/components/ui/skeleton';
import { AttendanceSessionsList, formatAttendanceRate, useAthleteAttendance } from '@web/features/attendance';
import { ChildSection } from './child-section';

/** Recent marks shown on Início; the athlete's page has the rest. */
const RECENT_SHOWN = 4;

/** The child's attendance over the last 30 days: the rate and the latest sessions with their marks. */
export function ChildAttendance({ childId }: { childId: number }) {
  const today = todayIn(SCHOOL_TIME_ZONE);
  const attendance = useAthleteAttendance(childId, { de: addDays(today, -(FAMILY_RATE_DAYS - 1)), ate: today });
  const data = attendance.data;
  return (
    <ChildSection title={`Frequência (últimos ${FAMILY_RATE_DAYS} dias)`}>
      {attendance.isError && !data ? (
        <ListError message="Não foi possível carregar a frequência." onRetry={() => void attendance.refetch()} />
      ) : !data ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <>
          <p className="text-sm">
            <span className="text-2xl font-semibold tabular-nums">{formatAttendanceRate(data.total.taxa)}</span>{' '}
            <span className="text-muted-foreground">
              {data.total.marcados === 0
                ? 'nenhuma chamada registrada'
                : `${data.total.presentes} ${data.total.presentes === 1 ? 'presença' : 'presenças'} em ${data.total.marcados} ${data.total.marcados === 1 ? 'treino' : 'treinos'} com chamada`}
            </span>
          </p>
          <AttendanceSessionsList
            sessions={data.sessoes.slice(0, RECENT_SHOWN)}
            label="Últimos treinos"
            emptyText="Nenhum treino nos últimos 30 dias."
          />
        </>
      )}
    </ChildSection>
  );
}
