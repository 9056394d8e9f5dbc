import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import {
  paymentFormSchema,
  paymentMethodLabels,
  paymentMethods,
  type InstalmentDetail,
} from '@domain/enrollments';
import { formatDate, formatMoney } from '@domain/format';
import { amountDue, describeLateFees, type LateFeePolicy } from '@domain/late-fees';
import { fromCents, toCents } from '@domain/money';
import { FormDialog } from '@web/components/form-dialog';
import { CustomField, SelectField, TextareaField } from '@web/components/form-fields';
import { Input } from '@web/components/ui/input';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useProcessPayment } from '../api/process-payment';

/** The school's calendar day (the server refuses a later payment date). */

const methodOptions = paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }));

/** A typed amount (discount, multa e juros) in cents, or 0 while it is blank or not a money amount yet. */
function typedCents(value: unknown): number {
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
  /** The multa e juros of the enrolment's unit: the form fills in what they come to on the payment date. */
  multaJuros: LateFeePolicy | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onProcessed?: (instalment: InstalmentDetail) => void;
}

/** 'Processar Pagamento' (spec 1 §5 "Payment processing"). Mount it when opening so it starts from the defaults. */
export function ProcessPaymentDialog({ instalment, athleteNome, multaJuros, open, onOpenChange, onProcessed }: ProcessPaymentDialogProps) {
  const today = todayIn(SCHOOL_TIME_ZONE);
  const feesOn = (date: string) => amountDue(instalment.valor, instalment.dataVencimento, date, multaJuros).acrescimo.replace('.', ',');
  const form = useZodForm(paymentFormSchema(instalment.valor), {
    dataPagamento: today,
    metodoPagamento: '',
    valorDesconto: '0',
    valorAcrescimo: feesOn(today),
    observacoes: '',
  });
  const dataPagamento = useWatch({ control: form.control, name: 'dataPagamento' });
  // Another payment date owes other fees: filled in again, staff may still change them.
  const feesDate = useRef(today);
  useEffect(() => {
    if (typeof dataPagamento !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dataPagamento) || dataPagamento === feesDate.current) return;
    feesDate.current = dataPagamento;
    form.setValue('valorAcrescimo', feesOn(dataPagamento));
  });
  const desconto = typedCents(useWatch({ control: form.control, name: 'valorDesconto' }));
  const acrescimo = typedCents(useWatch({ control: form.control, name: 'valorAcrescimo' }));
  const valorCents = toCents(instalment.valor);
  const aPagar = fromCents(Math.max(0, valorCents - desconto) + acrescimo);

  const processPayment = useFormMutation(
    form,
    useProcessPayment,
    {
      success: () => ({ title: 'Pagamento processado com sucesso!', description: 'O pagamento foi registrado no sistema.' }),
      failure: 'Falha ao processar pagamento',
      failureTitle: 'Erro ao processar pagamento',
    },
    (processed) => {
      onOpenChange(false);
      onProcessed?.(processed);
    },
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Processar Pagamento"
      description={`Parcela ${instalment.numeroMensalidade} de ${athleteNome}, vencimento ${formatDate(instalment.dataVencimento)}.`}
      form={form}
      onSubmit={(data) => processPayment.submit({ instalmentId: instalment.id, data })}
      submitLabel="Processar Pagamento"
      pending={processPayment.pending}
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
        <CustomField
          control={form.control}
          name="valorAcrescimo"
          label="Multa e juros (R$)"
          className="sm:col-span-2"
          description={multaJuros ? `${describeLateFees(multaJuros)}, calculados pela data do pagamento.` : 'A escola não cobra multa e juros.'}
          render={(field) => <Input {...field} value={String(field.value ?? '')} inputMode="decimal" />}
        />
      </div>
      <dl className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-3 text-sm sm:grid-cols-4" aria-live="polite">
        <div>
          <dt className="text-muted-foreground">Valor original</dt>
          <dd className="font-medium">{formatMoney(instalment.valor)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Desconto</dt>
          <dd className="font-medium">{formatMoney(fromCents(Math.min(desconto, valorCents)))}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Multa e juros</dt>
          <dd className="font-medium">{formatMoney(fromCents(acrescimo))}</dd>
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
