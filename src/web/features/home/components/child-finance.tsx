import { useDeferredValue } from 'react';
import { CircleCheckIcon, QrCodeIcon, ReceiptTextIcon } from 'lucide-react';
import { paymentMethodLabels, type PaymentMethod } from '@domain/enrollment-constants';
import type { FamilyInstalment, FamilyPayment } from '@domain/families';
import { formatDate, formatMoney } from '@domain/format';
import { feeName } from '@domain/instalments';
import { amountDueText } from '@domain/late-fees';
import { paymentClaimStatusLabels } from '@domain/payment-claims';
import { InstalmentStatusBadge } from '@web/components/instalment-status-badge';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useReceiptDownload } from '@web/features/payments';
import { PixChargeDialog } from '@web/features/pix';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { cn } from '@web/lib/utils';
import { useFamilyHome } from '../api/get-family-home';
import { ChildSection, EmptyLine } from './child-section';
import { ClaimPaymentDialog } from './claim-payment-dialog';

const methodLabel = (method: string | null) => (method && method in paymentMethodLabels ? paymentMethodLabels[method as PaymentMethod] : null);

/** The open instalments (an overdue one in red, 'Vencida') and the last payments of the child, each with its receipt. */
export function ChildFinance({ childName, open, payments }: { childName: string; open: FamilyInstalment[]; payments: FamilyPayment[] }) {
  // The charge lives in the address (?pix=<instalment id>, paths.instalmentPix): Back closes it and a
  // link opens it. Each child's card opens its own instalments; an id no card can charge leaves the address.
  const family = useFamilyHome();
  const dialogs = useRecordDialogs<{ pix: FamilyInstalment; claim: FamilyInstalment }>({
    address: { pix: 'pix' },
    find: (id) => {
      const payable = (instalment: FamilyInstalment) => instalment.id === id && instalment.pix && instalment.conferencia?.status !== 'em_conferencia';
      const mine = open.find(payable);
      if (mine) return mine;
      return family.data?.criancas.some((child) => child.parcelasAbertas.some(payable)) ? undefined : null;
    },
  });
  // Arriving at /?pix=<id>, the dialog opens in a render of its own, just after the cards': one long
  // task for both (with the scroll lock's restyle of the whole page) kept the phone busy for a while.
  const charging = useDeferredValue(dialogs.target('pix'), null);
  const claiming = dialogs.target('claim');
  const receipts = useReceiptDownload();
  return (
    <>
      <ChildSection title="Mensalidades em aberto">
        {open.length === 0 ? (
          <EmptyLine>Nenhuma mensalidade em aberto.</EmptyLine>
        ) : (
          <ul className="divide-y rounded-lg border">
            {open.map((instalment) => (
              <li key={instalment.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    {feeName(instalment.dataVencimento)} · <span className="tabular-nums">{formatMoney(instalment.valor)}</span>
                  </p>
                  <p className={cn('text-sm tabular-nums', instalment.status === 'atrasado' ? 'font-medium text-destructive' : 'text-muted-foreground')}>
                    {instalment.status === 'atrasado' ? 'Venceu em' : 'Vence em'} {formatDate(instalment.dataVencimento)}
                  </p>
                  {instalment.atraso && <p className="text-sm font-medium text-destructive tabular-nums">Hoje: {amountDueText(instalment.atraso)}</p>}
                </div>
                <div className="ml-auto flex flex-col items-end gap-2">
                  {instalment.conferencia?.status === 'em_conferencia' ? (
                    <Badge variant="secondary">{paymentClaimStatusLabels.em_conferencia}</Badge>
                  ) : (
                    <>
                      <InstalmentStatusBadge situacao={instalment.status} />
                      {instalment.pix && (
                        <>
                          <Button size="sm" variant="outline" onClick={() => dialogs.open('pix', instalment)}>
                            <QrCodeIcon aria-hidden="true" />
                            Pagar com PIX
                            <span className="sr-only"> a {feeName(instalment.dataVencimento).toLowerCase()}</span>
                          </Button>
                          <Button size="sm" variant="ghost" onClick={() => dialogs.open('claim', instalment)}>
                            <CircleCheckIcon aria-hidden="true" />
                            Já paguei
                            <span className="sr-only"> a {feeName(instalment.dataVencimento).toLowerCase()}</span>
                          </Button>
                        </>
                      )}
                    </>
                  )}
                </div>
                {instalment.conferencia?.status === 'em_conferencia' && (
                  <p className="w-full text-sm text-muted-foreground">A escola está conferindo o pagamento que você informou.</p>
                )}
                {instalment.conferencia?.status === 'recusada' && (
                  <p className="w-full text-sm text-destructive">
                    {paymentClaimStatusLabels.recusada} pela escola: {instalment.conferencia.motivo}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </ChildSection>
      {charging && (
        <PixChargeDialog
          instalmentId={charging.id}
          description={`${feeName(charging.dataVencimento)} de ${childName}, vencimento ${formatDate(charging.dataVencimento)}.`}
          open
          onOpenChange={dialogs.onOpenChange}
        />
      )}
      {claiming && <ClaimPaymentDialog fees={[claiming]} description={`${feeName(claiming.dataVencimento)} de ${childName}`} onOpenChange={dialogs.onOpenChange} />}
      <ChildSection title="Últimos pagamentos">
        {payments.length === 0 ? (
          <EmptyLine>Nenhum pagamento registrado.</EmptyLine>
        ) : (
          <ul className="divide-y rounded-lg border">
            {payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium">{feeName(payment.dataVencimento)}</p>
                  <p className="text-sm text-muted-foreground tabular-nums">
                    Pago em {formatDate(payment.dataPagamento)}
                    {methodLabel(payment.metodoPagamento) && ` · ${methodLabel(payment.metodoPagamento)}`}
                  </p>
                </div>
                <div className="ml-auto flex flex-col items-end gap-2">
                  <span className="text-sm font-medium whitespace-nowrap tabular-nums">{formatMoney(payment.valorPago)}</span>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => receipts.download(payment.id)}
                    disabled={receipts.downloadingId === payment.id}
                    aria-busy={receipts.downloadingId === payment.id}
                  >
                    <ReceiptTextIcon aria-hidden="true" />
                    Recibo
                    <span className="sr-only"> da {feeName(payment.dataVencimento).toLowerCase()}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ChildSection>
    </>
  );
}
