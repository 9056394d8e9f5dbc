import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoinsIcon, XIcon } from 'lucide-react';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { getEnrollmentFinance } from '@web/features/shared/api/get-enrollment-finance';
import { processPayment, refreshAfterPayment } from '@web/features/shared/api/process-payment';

/**
 * Pays, for each enrolment, its oldest open instalment with the bulk defaults of spec 1 §7.2 (today,
 * pix, no discount, 'Processamento em lote'), one call at a time so each success stands on its own.
 * Returns how many were paid.
 */
async function processOldestOpen(enrollmentIds: readonly number[]): Promise<{ paid: number; failed: number }> {
  const dataPagamento = todayIn(SCHOOL_TIME_ZONE);
  let paid = 0;
  for (const enrollmentId of enrollmentIds) {
    try {
      const finance = await getEnrollmentFinance(enrollmentId);
      const oldest = finance.monthlyPayments
        .filter((instalment) => instalment.situacao === 'pendente' || instalment.situacao === 'atrasado')
        .sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento) || a.numeroMensalidade - b.numeroMensalidade)[0];
      if (!oldest) continue;
      await processPayment({
        instalmentId: oldest.id,
        data: { dataPagamento, metodoPagamento: 'pix', valorDesconto: '0.00', observacoes: 'Processamento em lote' },
      });
      paid += 1;
    } catch {
      // Counted below; the others go on.
    }
  }
  return { paid, failed: enrollmentIds.length - paid };
}

export interface PaymentsBulkBarProps {
  selected: ReadonlySet<number>;
  onClear: () => void;
}

/** 'Processar N pagamento(s)' and 'Limpar seleção' for the selected rows (spec 1 §2.14). */
export function PaymentsBulkBar({ selected, onClear }: PaymentsBulkBarProps) {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const count = selected.size;

  async function handleProcess() {
    setProcessing(true);
    try {
      const { paid, failed } = await processOldestOpen([...selected]);
      if (failed > 0) {
        toast({
          variant: 'destructive',
          title: 'Alguns pagamentos não puderam ser processados',
          description: `${paid} de ${count} pagamento(s) processado(s).`,
        });
      } else {
        toast({ title: 'Pagamento processado com sucesso!', description: `${paid} pagamento(s) processado(s).` });
      }
      onClear();
      await refreshAfterPayment(queryClient);
    } finally {
      setProcessing(false);
    }
  }

  if (count === 0) return null;
  return (
    <div role="region" aria-label="Seleção" className="flex flex-col gap-3 rounded-lg border bg-muted/50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium" aria-live="polite">
        {count} {count === 1 ? 'matrícula selecionada' : 'matrículas selecionadas'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void handleProcess()} disabled={processing}>
          <HandCoinsIcon aria-hidden="true" />
          {processing ? 'Processando...' : `Processar ${count} pagamento(s)`}
        </Button>
        <Button variant="outline" onClick={onClear} disabled={processing}>
          <XIcon aria-hidden="true" />
          Limpar seleção
        </Button>
      </div>
    </div>
  );
}
