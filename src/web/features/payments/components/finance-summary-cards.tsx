import type { EnrollmentPayments, MoneyTotal } from '@domain/enrollments';
import { formatMoney } from '@domain/format';
import { TotalCard, TotalCards } from '@web/components/total-cards';

function SummaryCard({ label, total, className }: { label: string; total: MoneyTotal; className?: string }) {
  return (
    <TotalCard label={label} value={formatMoney(total.valor)} className={className}>
      <p className="text-sm text-muted-foreground">{total.quantidade} parcela(s)</p>
    </TotalCard>
  );
}

/** Total em Aberto, Total Pago and Total Geral of one enrolment (spec 1 §2.8), as the server adds them up. */
export function FinanceSummaryCards({ totals }: { totals: EnrollmentPayments['totals'] }) {
  return (
    <TotalCards label="Resumo financeiro">
      <SummaryCard label="Total em Aberto" total={totals.emAberto} />
      <SummaryCard label="Total Pago" total={totals.pago} className="text-success" />
      <SummaryCard label="Total Geral" total={totals.geral} />
    </TotalCards>
  );
}
