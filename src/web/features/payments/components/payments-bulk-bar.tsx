import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoinsIcon, XIcon } from 'lucide-react';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import type { EnrollmentPaymentsItem, Instalment } from '@domain/enrollments';
import { formatDate, formatMoney } from '@domain/format';
import { fromCents, toCents } from '@domain/money';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { getEnrollmentFinance } from '../api/get-enrollment-finance';
import { processPayment, refreshAfterPayment } from '../api/process-payment';

/** One line of the confirmation: the instalment that will be paid for a selected enrolment. */
interface PlannedPayment {
  athlete: string;
  instalment: Instalment;
}


/** The oldest open instalment of each enrolment (spec 1 §7.2); an enrolment with none is left out. */
async function planPayments(rows: readonly EnrollmentPaymentsItem[]): Promise<PlannedPayment[]> {
  const plan: PlannedPayment[] = [];
  for (const row of rows) {
    const finance = await getEnrollmentFinance(row.id);
    const oldest = finance.monthlyPayments
      .filter((instalment) => instalment.situacao === 'pendente' || instalment.situacao === 'atrasado')
      .sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento) || a.numeroMensalidade - b.numeroMensalidade)[0];
    if (oldest) plan.push({ athlete: row.athlete.nomeCompleto, instalment: oldest });
  }
  return plan;
}

/**
 * Pays exactly the instalments the confirmation listed, with the bulk defaults of spec 1 §7.2 (today,
 * pix, no discount, 'Processamento em lote'), one call at a time so each success stands on its own.
 */
async function payPlanned(plan: readonly PlannedPayment[]): Promise<number> {
  const dataPagamento = todayIn(SCHOOL_TIME_ZONE);
  let paid = 0;
  for (const { instalment } of plan) {
    try {
      await processPayment({
        instalmentId: instalment.id,
        data: { dataPagamento, metodoPagamento: 'pix', valorDesconto: '0.00', observacoes: 'Processamento em lote' },
      });
      paid += 1;
    } catch {
      // Counted below; the others go on.
    }
  }
  return paid;
}

export interface PaymentsBulkBarProps {
  /** Selected enrolments, all among `rows`: a selection never outlives the page it was made on. */
  selected: ReadonlySet<number>;
  rows: readonly EnrollmentPaymentsItem[];
  onClear: () => void;
}

/**
 * 'Processar N pagamento(s)' and 'Limpar seleção' for the selected rows (spec 1 §2.14). Nothing is
 * paid before a confirmation lists each athlete, the instalment and the total.
 */
export function PaymentsBulkBar({ selected, rows, onClear }: PaymentsBulkBarProps) {
  const queryClient = useQueryClient();
  const [preparing, setPreparing] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [plan, setPlan] = useState<PlannedPayment[] | null>(null);
  const count = selected.size;

  async function handlePrepare() {
    setPreparing(true);
    try {
      setPlan(await planPayments(rows.filter((row) => selected.has(row.id))));
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro ao preparar os pagamentos', description: errorMessage(error, 'Tente novamente.') });
    } finally {
      setPreparing(false);
    }
  }

  async function handleConfirm(confirmed: readonly PlannedPayment[]) {
    setProcessing(true);
    try {
      const paid = await payPlanned(confirmed);
      if (paid < confirmed.length) {
        toast({
          variant: 'destructive',
          title: 'Alguns pagamentos não puderam ser processados',
          description: `${paid} de ${confirmed.length} pagamento(s) processado(s).`,
        });
      } else {
        toast({ title: 'Pagamento processado com sucesso!', description: `${paid} pagamento(s) processado(s).` });
      }
      setPlan(null);
      onClear();
      await refreshAfterPayment(queryClient);
    } finally {
      setProcessing(false);
    }
  }

  if (count === 0) return null;
  // Paid with no discount, each instalment at its value; summed in cents.
  const total = fromCents(plan?.reduce((sum, { instalment }) => sum + toCents(instalment.valor), 0) ?? 0);
  return (
    <div role="region" aria-label="Seleção" className="flex flex-col gap-3 rounded-lg border bg-muted/50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium" aria-live="polite">
        {count} {count === 1 ? 'matrícula selecionada' : 'matrículas selecionadas'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void handlePrepare()} disabled={preparing || processing}>
          <HandCoinsIcon aria-hidden="true" />
          {preparing ? 'Preparando...' : `Processar ${count} pagamento(s)`}
        </Button>
        <Button variant="outline" onClick={onClear} disabled={preparing || processing}>
          <XIcon aria-hidden="true" />
          Limpar seleção
        </Button>
      </div>

      {plan && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setPlan(null)}
          title={plan.length === 0 ? 'Nada a pagar' : `Processar ${plan.length} pagamento(s)?`}
          description={
            plan.length === 0 ? (
              'As matrículas selecionadas não têm parcelas em aberto.'
            ) : (
              <span className="grid gap-3">
                <span>
                  A parcela em aberto mais antiga de cada matrícula será registrada como paga hoje, via PIX, sem desconto. Total:{' '}
                  <strong className="text-foreground tabular-nums">{formatMoney(total)}</strong>.
                </span>
                <span role="list" aria-label="Pagamentos a processar" className="grid max-h-60 gap-1 overflow-y-auto text-left">
                  {plan.map(({ athlete, instalment }) => (
                    <span role="listitem" key={instalment.id} className="flex justify-between gap-3">
                      <span className="min-w-0">
                        {athlete} · parcela {instalment.numeroMensalidade}, vence {formatDate(instalment.dataVencimento)}
                      </span>
                      <span className="text-foreground tabular-nums whitespace-nowrap">{formatMoney(instalment.valor)}</span>
                    </span>
                  ))}
                </span>
                {plan.length < count && <span>{count - plan.length} matrícula(s) sem parcela em aberto ficam de fora.</span>}
              </span>
            )
          }
          confirmLabel={plan.length === 0 ? 'Fechar' : `Processar ${plan.length} pagamento(s)`}
          pending={processing}
          onConfirm={() => (plan.length === 0 ? setPlan(null) : void handleConfirm(plan))}
        />
      )}
    </div>
  );
}
