import { Trash2Icon } from 'lucide-react';
import { formatCount } from '@domain/format';
import { bankLineRuleInputSchema } from '@domain/reconciliation';
import { ListError } from '@web/components/data-table';
import { FormDialog } from '@web/components/form-dialog';
import { TextField } from '@web/components/form-fields';
import { IconButton } from '@web/components/icon-button';
import { Skeleton } from '@web/components/ui/skeleton';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useFormMutation } from '@web/lib/use-save-record';
import { useClearOnClose, useZodForm } from '@web/lib/use-zod-form';
import { useCreateRule, useDeleteRule } from '../api/bank-line-actions';
import { useBankLineRules } from '../api/get-bank-lines';

export interface BankLineRulesDialogProps {
  onOpenChange: (open: boolean) => void;
}

/**
 * "Regras": credits whose description holds a text (an investment's yield, 'Rent.inv.facil') are
 * ignored, the pending ones at once and those of the statements imported after.
 */
export function BankLineRulesDialog({ onOpenChange }: BankLineRulesDialogProps) {
  const form = useZodForm(bankLineRuleInputSchema, { padrao: '' });
  const rules = useBankLineRules();
  const create = useFormMutation(
    form,
    useCreateRule,
    {
      success: (rule) => ({
        title: 'Regra criada',
        description: `${formatCount(rule.ignorados)} ${rule.ignorados === 1 ? 'crédito pendente ignorado' : 'créditos pendentes ignorados'}.`,
      }),
      failure: 'Não foi possível criar a regra.',
    },
    () => form.reset(),
  );
  const remove = useDeleteRule(actionToasts(() => ({ success: 'Regra removida.', failure: 'Não foi possível remover a regra.' })));
  const regras = rules.data?.regras;

  return (
    <FormDialog
      open
      onOpenChange={useClearOnClose(form, onOpenChange)}
      title="Regras de créditos a ignorar"
      description="Créditos com este texto na descrição não são mensalidades: são ignorados agora e nos extratos importados depois."
      form={form}
      onSubmit={(data) => create.submit(data)}
      submitLabel="Criar regra"
      cancelLabel="Fechar"
      pending={create.pending}
      className="sm:max-w-lg"
    >
      <TextField control={form.control} name="padrao" label="Ignorar créditos como" placeholder="Rent.inv.facil" autoComplete="off" required />
      <section aria-label="Regras criadas" className="space-y-2">
        {rules.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : rules.isError ? (
          <ListError message="Não foi possível carregar as regras." onRetry={() => void rules.refetch()} />
        ) : !regras?.length ? (
          <p className="text-sm text-muted-foreground">Nenhuma regra criada.</p>
        ) : (
          <ul className="divide-y rounded-md border">
            {regras.map((rule) => (
              <li key={rule.id} className="flex items-center justify-between gap-2 p-2 pl-3">
                <span className="min-w-0 break-words">
                  “{rule.padrao}”{rule.criadoPor && <span className="text-sm text-muted-foreground"> · por {rule.criadoPor}</span>}
                </span>
                <IconButton label={`Remover a regra “${rule.padrao}”`} variant="ghost" icon={<Trash2Icon />} disabled={remove.isPending} onClick={() => remove.mutate(rule.id)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </FormDialog>
  );
}
