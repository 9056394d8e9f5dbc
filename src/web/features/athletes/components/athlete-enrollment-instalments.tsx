import { ListError } from '@web/components/data-table';
import { EnrollmentInstalments, useEnrollmentFinance } from '@web/features/payments';

export interface AthleteEnrollmentInstalmentsProps {
  enrollmentId: number;
  /** The panel's id, referenced by the toggle's aria-controls. */
  id: string;
  title: string;
}

/**
 * One enrolment's instalments inside the athlete's 'Matrículas' tab (spec 1 §2.7): mounted only
 * while expanded, so the instalments are fetched only when asked for.
 */
export function AthleteEnrollmentInstalments({ enrollmentId, id, title }: AthleteEnrollmentInstalmentsProps) {
  const finance = useEnrollmentFinance(enrollmentId);
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="space-y-2">
      <h3 id={`${id}-titulo`} className="text-sm font-semibold">
        {title}
      </h3>
      {finance.isError ? (
        <ListError message="Não foi possível carregar as parcelas." onRetry={() => void finance.refetch()} />
      ) : (
        <EnrollmentInstalments enrollment={finance.data} isLoading={finance.isPending} />
      )}
    </section>
  );
}
