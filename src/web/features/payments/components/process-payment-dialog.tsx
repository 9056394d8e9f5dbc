import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import {
  paymentFormSchema,
  paymentMethodLabels,
  paymentMethods,
  type InstalmentDetail,
  type PaymentProcess,
  type PaymentProcessInput,
} from '@domain/enrollments';
import { fromCents, toCents } from '@domain/instalments';
import { FormDialog } from '@web/components/form-dialog';
import { CustomField, SelectField, TextareaField } from '@web/components/form-fields';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { formatDate, formatMoney } from '@web/lib/format';
import { applyServerErrors } from '@web/lib/form-errors';
import { useProcessPayment } from '../api/process-payment';

/** The school's calendar day (the server refuses a later payment date). */

const methodOptions = paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }));

/** The typed discount in cents, or 0 while it is blank or not a money amount yet. */
function discountCents(value: unknown): number {
  if (typeof value !== 'string' && typeof value !== 'number') return 0;
  try {
    return Math.max(0, toCents(typeof value === 'string' ? value.replace(',', '.') : value));
  } catch {
    return 0;
  }
}

export interface ProcessPaymentDialogProps {
  instalment: { id: number; numeroMensalidade: number; valor: string; dataVencimento: string };
  athleteNome: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onProcessed?: (instalment: InstalmentDetail) => void;
}

/** 'Processar Pagamento' (spec 1 §5 "Payment processing"). Mount it when opening so it starts from the defaults. */
export function ProcessPaymentDialog({ instalment, athleteNome, open, onOpenChange, onProcessed }: ProcessPaymentDialogProps) {
  const today = todayIn(SCHOOL_TIME_ZONE);
  const form = useForm<PaymentProcessInput, unknown, PaymentProcess>({
    resolver: zodResolver(paymentFormSchema(instalment.valor)),
    defaultValues: { dataPagamento: today, metodoPagamento: '', valorDesconto: '0', observacoes: '' },
  });
  const desconto = discountCents(useWatch({ control: form.control, name: 'valorDesconto' }));
  const valorCents = toCents(instalment.valor);
  const aPagar = fromCents(Math.max(0, valorCents - desconto));

  const processPayment = useProcessPayment({
    onSuccess: (processed) => {
      toast({ title: 'Pagamento processado com sucesso!', description: 'O pagamento foi registrado no sistema.' });
      onOpenChange(false);
      onProcessed?.(processed);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro ao processar pagamento', description: errorMessage(error, 'Falha ao processar pagamento') });
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Processar Pagamento"
      description={`Parcela ${instalment.numeroMensalidade} de ${athleteNome}, vencimento ${formatDate(instalment.dataVencimento)}.`}
      form={form}
      onSubmit={(data) => {
        form.clearErrors('root.server');
        processPayment.mutate({ instalmentId: instalment.id, data });
      }}
      submitLabel="Processar Pagamento"
      pending={processPayment.isPending}
      className="sm:max-w-lg"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CustomField
          control={form.control}
          name="dataPagamento"
          label="Data do Pagamento"
          required
          render={(field) => <Input {...field} value={String(field.value ?? '')} type="date" max={today} aria-required />}
        />
        <SelectField
          control={form.control}
          name="metodoPagamento"
          label="Método de Pagamento"
          required
          placeholder="Selecione o método"
          options={methodOptions}
        />
        <CustomField
          control={form.control}
          name="valorDesconto"
          label="Desconto (R$)"
          className="sm:col-span-2"
          render={(field) => (
            <Input
              {...field}
              value={String(field.value ?? '')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              max={instalment.valor}
            />
          )}
        />
      </div>
      <dl className="grid grid-cols-3 gap-2 rounded-lg border bg-muted/40 p-3 text-sm" aria-live="polite">
        <div>
          <dt className="text-muted-foreground">Valor original</dt>
          <dd className="font-medium">{formatMoney(instalment.valor)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Desconto</dt>
          <dd className="font-medium">{formatMoney(fromCents(Math.min(desconto, valorCents)))}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Valor a pagar</dt>
          <dd className="text-base font-semibold">{formatMoney(aPagar)}</dd>
        </div>
      </dl>
      <TextareaField control={form.control} name="observacoes" label="Observações" rows={2} />
    </FormDialog>
  );
}
