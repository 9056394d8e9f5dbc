import { paymentMethodLabels, type PaymentMethod } from '@domain/enrollment-constants';
import type { FamilyInstalment, FamilyPayment } from '@domain/families';
import { InstalmentStatusBadge } from '@web/components/instalment-status-badge';
import { formatDate, formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';
import { ChildSection, EmptyLine } from './child-section';

const methodLabel = (method: string | null) => (method && method in paymentMethodLabels ? paymentMethodLabels[method as PaymentMethod] : null);

/** The open instalments (an overdue one in red, 'Vencida') and the last payments of the child. */
export function ChildFinance({ open, payments }: { open: FamilyInstalment[]; payments: FamilyPayment[] }) {
  return (
    <>
      <ChildSection title="Mensalidades em aberto">
        {open.length === 0 ? (
          <EmptyLine>Nenhuma mensalidade em aberto.</EmptyLine>
        ) : (
          <ul className="divide-y rounded-lg border">
            {open.map((instalment) => (
              <li key={instalment.id} className="flex items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium">
                    {instalment.numeroParcela}ª parcela · <span className="tabular-nums">{formatMoney(instalment.valor)}</span>
                  </p>
                  <p className={cn('text-sm tabular-nums', instalment.status === 'atrasado' ? 'font-medium text-destructive' : 'text-muted-foreground')}>
                    {instalment.status === 'atrasado' ? 'Venceu em' : 'Vence em'} {formatDate(instalment.dataVencimento)}
                  </p>
                </div>
                <InstalmentStatusBadge situacao={instalment.status} />
              </li>
            ))}
          </ul>
        )}
      </ChildSection>
      <ChildSection title="Últimos pagamentos">
        {payments.length === 0 ? (
          <EmptyLine>Nenhum pagamento registrado.</EmptyLine>
        ) : (
          <ul className="divide-y rounded-lg border">
            {payments.map((payment) => (
              <li key={payment.id} className="flex items-start justify-between gap-3 p-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium">{payment.numeroParcela}ª parcela</p>
                  <p className="text-sm text-muted-foreground tabular-nums">
                    Pago em {formatDate(payment.dataPagamento)}
                    {methodLabel(payment.metodoPagamento) && ` · ${methodLabel(payment.metodoPagamento)}`}
                  </p>
                </div>
                <span className="text-sm font-medium whitespace-nowrap tabular-nums">{formatMoney(payment.valorPago)}</span>
              </li>
            ))}
          </ul>
        )}
      </ChildSection>
    </>
  );
}
