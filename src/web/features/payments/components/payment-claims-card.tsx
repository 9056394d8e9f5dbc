import { CheckIcon, FileDownIcon, XIcon } from 'lucide-react';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { formatDate, formatDateTime, formatMoney } from '@domain/format';
import { feeName } from '@domain/instalments';
import { confirmPaymentClaimSchema, refusePaymentClaimSchema, type PaymentClaim } from '@domain/payment-claims';
import { FormDialog } from '@web/components/form-dialog';
import { CustomField, TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { downloadComprovante, useConfirmPaymentClaim, usePaymentClaims, useRefusePaymentClaim } from '../api/payment-claims';

/**
 * "Pagamentos informados": the families' "Já paguei", oldest first, each confirmed (the fees are
 * paid by PIX) or refused with the reason the family reads. Shown on Gestão Financeira only while
 * some wait; each decided one leaves the list and the next come up.
 */
export function PaymentClaimsCard() {
  const claims = usePaymentClaims(1);
  const dialogs = useRecordDialogs<{ confirm: PaymentClaim; refuse: PaymentClaim }>();
  const list = claims.data;
  if (!list || list.total === 0) return null;
  const confirming = dialogs.target('confirm');
  const refusing = dialogs.target('refuse');
  return (
    <section id="pagamentos-informados" aria-labelledby="pagamentos-informados-titulo" className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div>
        <h2 id="pagamentos-informados-titulo" className="font-semibold">
          Pagamentos informados pelas famílias
        </h2>
        <p className="text-sm text-muted-foreground">Confira no extrato ou no app do banco e confirme, ou recuse dizendo o motivo.</p>
      </div>
      <ul className="divide-y rounded-lg border">
        {list.items.map((claim) => (
          <li key={claim.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                {claim.solicitante.nome} · <span className="tabular-nums">{formatMoney(claim.valor)}</span>
              </p>
              <p className="text-muted-foreground">
                Pago em {formatDate(claim.dataPagamento)} · informado em {formatDateTime(claim.criadoEm)}
              </p>
              <ul>
                {claim.itens.map((item) => (
                  <li key={item.instalmentId}>
                    {item.athlete.nomeCompleto}: {feeName(item.dataVencimento)} (vence {formatDate(item.dataVencimento)}), {formatMoney(item.valor)}
                    {!item.aberta && ' · já paga'}
                  </li>
                ))}
              </ul>
            </div>
            <div className="ml-auto flex flex-wrap justify-end gap-2">
              {claim.temComprovante && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void downloadComprovante(claim.id).catch((error: unknown) =>
                      toast({ variant: 'destructive', title: 'Erro ao baixar o comprovante', description: errorMessage(error, 'Tente novamente.') }),
                    )
                  }
                >
                  <FileDownIcon aria-hidden="true" />
                  Comprovante
                </Button>
              )}
              <Button size="sm" onClick={() => dialogs.open('confirm', claim)}>
                <CheckIcon aria-hidden="true" />
                Confirmar
                <span className="sr-only"> o pagamento de {claim.solicitante.nome}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => dialogs.open('refuse', claim)}>
                <XIcon aria-hidden="true" />
                Recusar
                <span className="sr-only"> o pagamento de {claim.solicitante.nome}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {list.total > list.items.length && <p className="text-sm text-muted-foreground">E mais {list.total - list.items.length}, depois destes.</p>}
      {confirming && <ConfirmClaimDialog claim={confirming} onOpenChange={dialogs.onOpenChange} />}
      {refusing && <RefuseClaimDialog claim={refusing} onOpenChange={dialogs.onOpenChange} />}
    </section>
  );
}

interface ClaimDialogProps {
  claim: PaymentClaim;
  onOpenChange: (open: boolean) => void;
}

function ConfirmClaimDialog({ claim, onOpenChange }: ClaimDialogProps) {
  const today = todayIn(SCHOOL_TIME_ZONE);
  const form = useZodForm(confirmPaymentClaimSchema, { dataPagamento: claim.dataPagamento });
  const confirm = useFormMutation(form, useConfirmPaymentClaim, { success: 'Pagamento confirmado.', failure: 'Não foi possível confirmar o pagamento.' }, () => onOpenChange(false));
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Confirmar pagamento"
      description={`${claim.solicitante.nome}: ${formatMoney(claim.valor)}. As mensalidades em aberto são pagas por PIX nesta data, com o lançamento no Controle Financeiro.`}
      form={form}
      onSubmit={(data) => confirm.submit({ id: claim.id, data })}
      submitLabel="Confirmar pagamento"
      pending={confirm.pending}
      className="sm:max-w-lg"
    >
      <CustomField
        control={form.control}
        name="dataPagamento"
        label="Data em que o dinheiro entrou"
        required
        render={(field) => <Input {...field} value={String(field.value ?? '')} type="date" max={today} aria-required />}
      />
    </FormDialog>
  );
}

function RefuseClaimDialog({ claim, onOpenChange }: ClaimDialogProps) {
  const form = useZodForm(refusePaymentClaimSchema, { motivo: '' });
  const refuse = useFormMutation(form, useRefusePaymentClaim, { success: 'Pagamento recusado. A família vê o motivo no Início.', failure: 'Não foi possível recusar.' }, () =>
    onOpenChange(false),
  );
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Recusar pagamento informado"
      description={`${claim.solicitante.nome}: ${formatMoney(claim.valor)}. A família verá o motivo e poderá pagar de novo.`}
      form={form}
      onSubmit={(data) => refuse.submit({ id: claim.id, data })}
      submitLabel="Recusar"
      cancelLabel="Voltar"
      pending={refuse.pending}
      className="sm:max-w-lg"
    >
      <TextField control={form.control} name="motivo" label="Motivo" required placeholder="Ex.: não encontramos o PIX no extrato" />
    </FormDialog>
  );
}
