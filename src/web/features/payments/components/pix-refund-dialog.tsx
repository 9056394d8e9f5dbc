import { bankRefundStatusLabels, pixRefundInputSchema, REFUND_NOT_BANK_PIX } from '@domain/bank';
import { formatDateTime, formatMoney, typedMoney } from '@domain/format';
import { FormDialog } from '@web/components/form-dialog';
import { CustomField, TextareaField } from '@web/components/form-fields';
import { Input } from '@web/components/ui/input';
import { errorMessage } from '@web/lib/api';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { usePixRefunds, useRefundPix } from '../api/pix-refunds';

export interface PixRefundDialogProps {
  instalment: { id: number; numeroMensalidade: number };
  athleteNome: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Devolver PIX' (administrador, docs/pix.md "Devoluções"): part or all of the Pix the school's bank
 * settled goes back to who paid it; all of it reopens the instalment. Mount it when opening.
 */
export function PixRefundDialog({ instalment, athleteNome, open, onOpenChange }: PixRefundDialogProps) {
  const refunds = usePixRefunds(instalment.id, { enabled: open });
  const list = refunds.data;
  const form = useZodForm(pixRefundInputSchema, { valor: '', motivo: '' });
  const refund = useFormMutation(form, useRefundPix, {
    success: () => ({ title: 'Devolução pedida ao banco', description: 'O valor volta para quem pagou; a parcela reabre quando devolvida por inteiro.' }),
    failure: 'Não foi possível devolver o PIX',
    failureTitle: 'Erro ao devolver PIX',
  }, () => onOpenChange(false));

  const unavailable = list && (!list.viaBanco || list.devolvivel === '0.00');
  const notice = refunds.isError
    ? errorMessage(refunds.error, 'Não foi possível carregar as devoluções.')
    : list && !list.viaBanco
      ? REFUND_NOT_BANK_PIX
      : undefined;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Devolver PIX"
      description={`Parcela ${instalment.numeroMensalidade} de ${athleteNome}.${list?.viaBanco ? ` Pode ser devolvido até ${formatMoney(list.devolvivel)}.` : ''}`}
      form={form}
      onSubmit={(data) => refund.submit({ instalmentId: instalment.id, data })}
      submitLabel="Devolver PIX"
      pending={refund.pending}
      submitDisabled={!list || unavailable}
      notice={notice}
    >
      <CustomField
        control={form.control}
        name="valor"
        label="Valor a devolver (R$)"
        required
        render={(field) => (
          <Input {...field} value={String(field.value ?? '')} inputMode="decimal" placeholder={list ? typedMoney(list.devolvivel) : undefined} aria-required />
        )}
      />
      <TextareaField control={form.control} name="motivo" label="Motivo" rows={2} />
      {list && list.devolucoes.length > 0 && (
        <section aria-label="Devoluções feitas" className="space-y-1 text-sm">
          <h3 className="font-medium">Devoluções</h3>
          <ul className="space-y-1">
            {list.devolucoes.map((item) => (
              <li key={item.id} className="rounded-md border p-2">
                <span className="font-medium">{formatMoney(item.valor)}</span> · {bankRefundStatusLabels[item.status]} · {formatDateTime(item.solicitadaEm)}
                {item.motivo && <span className="block text-muted-foreground">{item.motivo}</span>}
                {item.erro && <span className="block text-destructive">{item.erro}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </FormDialog>
  );
}
