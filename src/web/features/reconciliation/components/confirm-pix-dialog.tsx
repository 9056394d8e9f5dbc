import { useState } from 'react';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { formatDate, formatMoney } from '@domain/format';
import { confirmBodyOf, manualPixSchema, type BankLine, type BankTarget } from '@domain/reconciliation';
import { FormDialog } from '@web/components/form-dialog';
import { CustomField, TextField } from '@web/components/form-fields';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useConfirmLine, useRecordManualPix } from '../api/bank-line-actions';
import { BankTargetSummary, describeTarget } from './bank-target';
import { ChooseTargetDialog } from './choose-target-dialog';

export interface ConfirmPixDialogProps {
  onOpenChange: (open: boolean) => void;
}

/**
 * "Confirmar PIX" (Pagamentos): staff who see "PIX recebido R$ 900,00" in the bank's app type its
 * amount, day and txid or payer; it is kept as a credit (so it is reconciled once, linked to what it
 * paid) and Plantel proposes what it paid, as for a statement's credit.
 */
export function ConfirmPixDialog({ onOpenChange }: ConfirmPixDialogProps) {
  const [line, setLine] = useState<BankLine | null>(null);
  return line ? <ChooseFor line={line} onOpenChange={onOpenChange} /> : <PixForm onRecorded={setLine} onOpenChange={onOpenChange} />;
}

function PixForm({ onRecorded, onOpenChange }: { onRecorded: (line: BankLine) => void; onOpenChange: (open: boolean) => void }) {
  const today = todayIn(SCHOOL_TIME_ZONE);
  const form = useZodForm(manualPixSchema, { valor: '', data: today, descricao: '' });
  const record = useFormMutation(form, useRecordManualPix, { failure: 'Não foi possível registrar o PIX.' }, onRecorded);
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title="Confirmar PIX recebido"
      description="O PIX que aparece no aplicativo do banco: o valor, o dia e, se houver, o txid ou o nome de quem pagou."
      form={form}
      onSubmit={(data) => record.submit(data)}
      submitLabel="Procurar parcela"
      pending={record.pending}
      className="sm:max-w-md"
    >
      <TextField control={form.control} name="valor" label="Valor recebido (R$)" inputMode="decimal" placeholder="0,00" autoComplete="off" required />
      <CustomField
        control={form.control}
        name="data"
        label="Data do PIX"
        required
        render={(field) => <Input {...field} value={String(field.value ?? '')} type="date" max={today} aria-required />}
      />
      <TextField control={form.control} name="descricao" label="Txid ou nome do pagador" autoComplete="off" />
    </FormDialog>
  );
}

/** The PIX kept: its proposal to confirm, or another instalment to choose. */
function ChooseFor({ line, onOpenChange }: { line: BankLine; onOpenChange: (open: boolean) => void }) {
  const [choosing, setChoosing] = useState(false);
  const confirm = useConfirmLine(actionToasts(() => ({ success: 'Pagamento registrado por PIX.', failure: 'Não foi possível registrar o pagamento.' }), () => onOpenChange(false)));
  const pay = (target: BankTarget) => confirm.mutate({ lineId: line.id, target: confirmBodyOf(target) });

  if (choosing) return <ChooseTargetDialog line={line} onOpenChange={onOpenChange} onChoose={pay} />;
  return (
    <Dialog open onOpenChange={(next) => (confirm.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>PIX de {formatMoney(line.valor)}</DialogTitle>
          <DialogDescription>
            Recebido em {formatDate(line.data)}. Fica na Conciliação bancária até ser conciliado ou ignorado.
          </DialogDescription>
        </DialogHeader>
        {line.proposta ? (
          <div className="space-y-3 rounded-md border p-3">
            <BankTargetSummary target={line.proposta} />
            <Badge variant="outline" className="max-w-full whitespace-normal">{line.proposta.motivo}</Badge>
            <Button className="w-full" disabled={confirm.isPending} onClick={() => pay(line.proposta!)} aria-label={`Confirmar pagamento da ${describeTarget(line.proposta)}`}>
              Confirmar pagamento
            </Button>
          </div>
        ) : (
          <p className="text-sm">{line.aviso ?? 'Nenhuma parcela em aberto deste valor foi encontrada com certeza: escolha a parcela.'}</p>
        )}
        <Button variant="outline" disabled={confirm.isPending} onClick={() => setChoosing(true)}>
          {line.proposta ? 'Escolher outra parcela' : 'Escolher parcela'}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
