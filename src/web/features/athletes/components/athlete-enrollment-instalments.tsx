import { ListError } from '@web/components/data-table';
import { EnrollmentDunningSection, EnrollmentInstalments, FamilyWhatsappButton, useEnrollmentFinance } from '@web/features/payments';

export interface AthleteEnrollmentInstalmentsProps {
  enrollmentId: number;
  /** The panel's id, referenced by the toggle's aria-controls. */
  id: string;
  title: string;
}

/**
 * One enrolment's instalments inside the athlete's 'Matrículas' tab (spec 1 §2.7), with the family's
 * WhatsApp charge and the Histórico de cobrança: mounted only while expanded, so they are fetched
 * only when asked for.
 */
export function AthleteEnrollmentInstalments({ enrollmentId, id, title }: AthleteEnrollmentInstalmentsProps) {
  const finance = useEnrollmentFinance(enrollmentId);
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-titulo`} className="text-sm font-semibold">
          {title}
        </h3>
        <FamilyWhatsappButton enrollment={finance.data} />
      </div>
      {finance.isError ? (
        <ListError message="Não foi possível carregar as parcelas." onRetry={() => void finance.refetch()} />
      ) : (
        <EnrollmentInstalments enrollment={finance.data} isLoading={finance.isPending} />
      )}
      <EnrollmentDunningSection enrollmentId={enrollmentId} headingLevel={3} />
    </section>
  );
}
