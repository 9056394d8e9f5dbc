import type { EnrollmentPayments, Instalment } from '@domain/enrollments';
import { formatDate } from '@domain/format';
import { InstalmentsTable } from '@web/components/instalments-table';
import { PixChargeDialog } from '@web/features/pix';
import { useCan } from '@web/lib/session';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { PaymentDetailsDialog } from './payment-details-dialog';
import { ProcessPaymentDialog } from './process-payment-dialog';
import { useReceiptDownload } from './use-receipt-download';
import { useWhatsappCharge } from './use-whatsapp-charge';

export interface EnrollmentInstalmentsProps {
  /** The enrolment's finances; undefined while they load. */
  enrollment: EnrollmentPayments | undefined;
  /** The rows to show, when the screen filters them; all of the enrolment's otherwise. */
  instalments?: Instalment[];
  isLoading?: boolean;
}

/**
 * An enrolment's instalments with what can be done on each: staff process a payment and charge an
 * overdue one on WhatsApp, anyone who sees them opens the details and downloads a paid one's
 * receipt, and where the unit receives PIX, an open one's charge.
 */
export function EnrollmentInstalments({ enrollment, instalments = enrollment?.monthlyPayments, isLoading }: EnrollmentInstalmentsProps) {
  const takesPayments = useCan('takePayments');
  const dunning = useCan('manageDunning');
  const dialogs = useRecordDialogs<{ process: Instalment; view: number; pix: Instalment }>();
  const processing = dialogs.target('process');
  const viewingId = dialogs.target('view');
  const charging = dialogs.target('pix');
  const receipts = useReceiptDownload();
  const whatsapp = useWhatsappCharge();

  return (
    <>
      <InstalmentsTable
        instalments={instalments}
        isLoading={isLoading}
        canProcess={takesPayments}
        onProcess={(instalment) => dialogs.open('process', instalment)}
        onView={(instalment) => dialogs.open('view', instalment.id)}
        onPix={enrollment?.pix ? (instalment) => dialogs.open('pix', instalment) : undefined}
        onReceipt={(instalment) => receipts.download(instalment.id)}
        onWhatsapp={dunning && enrollment ? (instalment) => whatsapp.charge({ enrollmentId: enrollment.id, instalmentId: instalment.id }) : undefined}
      />
      {processing && enrollment && (
        <ProcessPaymentDialog
          instalment={processing}
          athleteNome={enrollment.athlete.nomeCompleto}
          multaJuros={enrollment.multaJuros}
          open
          onOpenChange={dialogs.onOpenChange}
        />
      )}
      {viewingId !== undefined && <PaymentDetailsDialog instalmentId={viewingId} open onOpenChange={dialogs.onOpenChange} />}
      {charging && enrollment && (
        <PixChargeDialog
          instalmentId={charging.id}
          description={`Parcela ${charging.numeroMensalidade}ª de ${enrollment.athlete.nomeCompleto}, vencimento ${formatDate(charging.dataVencimento)}.`}
          open
          onOpenChange={dialogs.onOpenChange}
        />
      )}
    </>
  );
}
