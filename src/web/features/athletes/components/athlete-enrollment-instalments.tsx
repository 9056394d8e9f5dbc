import { useState } from 'react';
import type { Instalment } from '@domain/enrollments';
import { STAFF } from '@domain/roles';
import { ListError } from '@web/components/data-table';
import { InstalmentsTable } from '@web/components/instalments-table';
import { useEnrollmentFinance } from '@web/features/shared/api/get-enrollment-finance';
import { PaymentDetailsDialog } from '@web/features/shared/components/payment-details-dialog';
import { ProcessPaymentDialog } from '@web/features/shared/components/process-payment-dialog';
import { hasRole, useCurrentUser } from '@web/lib/session';

type DialogState = { type: 'process'; instalment: Instalment } | { type: 'view'; instalmentId: number } | null;

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
  const canProcess = hasRole(useCurrentUser(), STAFF);
  const finance = useEnrollmentFinance(enrollmentId);
  const [dialog, setDialog] = useState<DialogState>(null);
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="space-y-2">
      <h3 id={`${id}-titulo`} className="text-sm font-semibold">
        {title}
      </h3>
      {finance.isError ? (
        <ListError message="Não foi possível carregar as parcelas." onRetry={() => void finance.refetch()} />
      ) : (
        <InstalmentsTable
          instalments={finance.data?.monthlyPayments}
          isLoading={finance.isPending}
          canProcess={canProcess}
          onProcess={(instalment) => setDialog({ type: 'process', instalment })}
          onView={(instalment) => setDialog({ type: 'view', instalmentId: instalment.id })}
        />
      )}
      {dialog?.type === 'process' && finance.data && (
        <ProcessPaymentDialog instalment={dialog.instalment} athleteNome={finance.data.athlete.nomeCompleto} open onOpenChange={closeDialog} />
      )}
      {dialog?.type === 'view' && <PaymentDetailsDialog instalmentId={dialog.instalmentId} open onOpenChange={closeDialog} />}
    </section>
  );
}
