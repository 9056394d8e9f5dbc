import { useState } from 'react';
import { BanknoteArrowDownIcon, Undo2Icon } from 'lucide-react';
import { paymentMethodLabels } from '@domain/enrollment-constants';
import { formatDate, formatMoney } from '@domain/format';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DetailsDialog } from '@web/components/details-dialog';
import { InstalmentStatusBadge } from '@web/components/instalment-status-badge';
import { Button } from '@web/components/ui/button';
import { DialogClose } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useCan } from '@web/lib/session';
import { useCancelPayment } from '../api/cancel-payment';
import { useEnrollmentDunning } from '../api/dunning';
import { useInstalment } from '../api/get-instalment';
import { DunningEventList } from './dunning-history';
import { PixRefundDialog } from './pix-refund-dialog';

export interface PaymentDetailsDialogProps {
  instalmentId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Detalhes do Pagamento'; staff may cancel a payment, which reopens the instalment (spec 1 §4),
 * and see the instalment's reminders.
 */
export function PaymentDetailsDialog({ instalmentId, open, onOpenChange }: PaymentDetailsDialogProps) {
  const takesPayments = useCan('takePayments');
  const dunning = useCan('manageDunning');
  const refunds = useCan('refundPix');
  const [confirming, setConfirming] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const instalment = useInstalment(instalmentId, { enabled: open });
  const data = instalment.data;

  const cancelPayment = useCancelPayment({
    onSuccess: () => {
      toast({ title: 'Pagamento cancelado com sucesso!' });
      setConfirming(false);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro ao cancelar pagamento', description: errorMessage(error, 'Failed to cancel payment') });
    },
  });

  const pending = instalment.isPending ? 'Carregando...' : undefined;
  const failed = instalment.isError ? errorMessage(instalment.error, 'Não foi possível carregar o pagamento.') : undefined;

  return (
    <>
      <DetailsDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Detalhes do Pagamento"
        description={data ? `Parcela ${data.numeroMensalidade} · ${data.enrollment.athlete.nomeCompleto}` : (pending ?? failed)}
        sections={
          data
            ? [
                {
                  title: 'Parcela',
                  items: [
                    { label: 'Número', value: `${data.numeroMensalidade}ª` },
                    { label: 'Valor', value: formatMoney(data.valor) },
                    { label: 'Vencimento', value: formatDate(data.dataVencimento) },
                    { label: 'Status', value: <InstalmentStatusBadge situacao={data.situacao} /> },
                  ],
                },
                {
                  title: 'Pagamento',
                  items: [
                    { label: 'Data do Pagamento', value: data.dataPagamento && formatDate(data.dataPagamento) },
                    { label: 'Método de Pagamento', value: data.metodoPagamento && paymentMethodLabels[data.metodoPagamento] },
                    { label: 'Desconto', value: formatMoney(data.valorDesconto) },
                    { label: 'Valor Pago', value: data.valorPago && formatMoney(data.valorPago) },
                    { label: 'Processado por', value: data.processedBy?.nome },
                    { label: 'Observações', value: data.observacoes, wide: true },
                  ],
                },
                ...(dunning
                  ? [
                      {
                        title: 'Cobrança',
                        items: [{ label: 'Lembretes e WhatsApp', value: <InstalmentDunning enrollmentId={data.enrollment.id} instalmentId={data.id} />, wide: true }],
                      },
                    ]
                  : []),
              ]
            : []
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Fechar</Button>
            </DialogClose>
            {refunds && data?.status === 'pago' && data.metodoPagamento === 'pix' && (
              <Button variant="outline" onClick={() => setRefunding(true)}>
                <BanknoteArrowDownIcon aria-hidden="true" />
                Devolver PIX
              </Button>
            )}
            {takesPayments && data?.status === 'pago' && (
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                <Undo2Icon aria-hidden="true" />
                Cancelar Pagamento
              </Button>
            )}
          </>
        }
      />
      {data && refunding && (
        <PixRefundDialog instalment={data} athleteNome={data.enrollment.athlete.nomeCompleto} open={refunding} onOpenChange={setRefunding} />
      )}
      {data && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Cancelar Pagamento"
          description={`Esta ação irá reabrir a parcela. O pagamento da parcela ${data.numeroMensalidade} (${formatMoney(data.valorPago ?? data.valor)} em ${formatDate(data.dataPagamento)}) será desfeito.`}
          confirmLabel="Cancelar Pagamento"
          cancelLabel="Voltar"
          destructive
          pending={cancelPayment.isPending}
          onConfirm={() => cancelPayment.mutate(data.id)}
        />
      )}
    </>
  );
}

/** The instalment's entries in its enrolment's dunning history (staff only: families have no access to it). */
function InstalmentDunning({ enrollmentId, instalmentId }: { enrollmentId: number; instalmentId: number }) {
  const history = useEnrollmentDunning(enrollmentId);
  if (history.isPending) return 'Carregando...';
  if (history.isError) return errorMessage(history.error, 'Não foi possível carregar o histórico de cobrança.');
  return <DunningEventList events={history.data.filter((event) => event.instalmentId === instalmentId)} />;
}
