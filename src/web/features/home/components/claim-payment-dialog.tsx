import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { formatMoney } from '@domain/format';
import { fromCents, toCents } from '@domain/money';
import { paymentClaimInputSchema } from '@domain/payment-claims';
import { FormDialog } from '@web/components/form-dialog';
import { CustomField } from '@web/components/form-fields';
import { Input } from '@web/components/ui/input';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useClaimPayment } from '../api/payment-claims';
import { ComprovanteInput } from './comprovante-input';

const formSchema = paymentClaimInputSchema.pick({ dataPagamento: true, comprovante: true });

/** The fees the family says it paid, as the screen names them. */
export interface ClaimedFee {
  id: number;
  valor: string;
}

export interface ClaimPaymentDialogProps {
  fees: ClaimedFee[];
  /** What was paid, e.g. '2ª parcela de Ana Souza'. */
  description: string;
  onOpenChange: (open: boolean) => void;
  onClaimed?: () => void;
}

/**
 * "Já paguei": the family tells the school it paid (a static code, a bank slow to confirm), with the
 * comprovante if it has one. The fees then show "Em conferência" and no reminder goes out. Mounted when opened.
 */
export function ClaimPaymentDialog({ fees, description, onOpenChange, onClaimed }: ClaimPaymentDialogProps) {
  const today = todayIn(SCHOOL_TIME_ZONE);
  const form = useZodForm(formSchema, { dataPagamento: today, comprovante: null });
  const claim = useFormMutation(
    form,
    useClaimPayment,
    { success: 'Recebemos o seu aviso: a escola vai conferir o pagamento.', failure: 'Não foi possível enviar o aviso. Tente novamente.' },
    () => {
      onOpenChange(false);
      onClaimed?.();
    },
  );
  const total = fromCents(fees.reduce((sum, fee) => sum + toCents(fee.valor), 0));
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Já paguei"
      description={`${description}: ${formatMoney(total)}. A escola confere o pagamento; enquanto isso, a mensalidade fica em conferência e os lembretes param.`}
      form={form}
      onSubmit={(data) => claim.submit({ ...data, parcelas: fees.map((fee) => fee.id) })}
      submitLabel="Avisar a escola"
      pending={claim.pending}
      className="sm:max-w-lg"
    >
      <CustomField
        control={form.control}
        name="dataPagamento"
        label="Data do pagamento"
        required
        render={(field) => <Input {...field} value={String(field.value ?? '')} type="date" max={today} aria-required />}
      />
      <CustomField
        control={form.control}
        name="comprovante"
        label="Comprovante (opcional): imagem ou PDF"
        render={(field) => (
          <ComprovanteInput
            onChange={field.onChange}
            onError={(message) => (message ? form.setError('comprovante', { type: 'manual', message }) : form.clearErrors('comprovante'))}
          />
        )}
      />
    </FormDialog>
  );
}
