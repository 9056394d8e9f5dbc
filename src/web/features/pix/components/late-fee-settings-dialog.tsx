import { typedMoney } from '@domain/format';
import { describeLateFees, lateFeeSettingsInputSchema, MAX_JUROS_PERCENT, MAX_MULTA_PERCENT, type LateFeePolicy } from '@domain/late-fees';
import { FormDialog } from '@web/components/form-dialog';
import { SettingsDialogPlaceholder } from '@web/components/settings-dialog-placeholder';
import { TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useEffectiveLateFees, useLateFeeSettings, useRemoveUnitLateFees, useSaveLateFees, type PixOwner } from '../api/pix';

export interface LateFeeSettingsDialogProps {
  owner: PixOwner;
  /** The company's or unit's name, for the description. */
  ownerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const TITLE = 'Multa e juros';

/**
 * 'Multa e juros' of a company, or of a unit that charges otherwise: what an overdue instalment
 * costs, added to the amount due everywhere (src/domain/late-fees.ts). Without it, paying late costs
 * nothing more.
 */
export function LateFeeSettingsDialog({ owner, ownerName, open, onOpenChange }: LateFeeSettingsDialogProps) {
  const own = useLateFeeSettings(owner);
  if (own.isPending || own.isError) {
    return (
      <SettingsDialogPlaceholder
        open={open}
        onOpenChange={onOpenChange}
        title={TITLE}
        description={ownerName}
        error={own.isError ? 'Não foi possível carregar a multa e os juros.' : undefined}
        fields={2}
      />
    );
  }
  return <LateFeeSettingsForm owner={owner} ownerName={ownerName} settings={own.data} open={open} onOpenChange={onOpenChange} />;
}

function LateFeeSettingsForm({ owner, ownerName, settings, open, onOpenChange }: LateFeeSettingsDialogProps & { settings: LateFeePolicy | null }) {
  const form = useZodForm(lateFeeSettingsInputSchema, {
    multaPercentual: settings ? typedMoney(settings.multaPercentual) : '2',
    jurosMensalPercentual: settings ? typedMoney(settings.jurosMensalPercentual) : '1',
  });
  const save = useFormMutation(
    form,
    useSaveLateFees,
    { success: 'Multa e juros salvos com sucesso!', failure: 'Erro ao salvar a multa e os juros. Tente novamente.' },
    () => onOpenChange(false),
  );
  const remove = useRemoveUnitLateFees(
    actionToasts(() => ({ success: 'A unidade voltou a usar a multa e os juros da empresa.', failure: 'Erro ao remover a multa e os juros. Tente novamente.' }), () =>
      onOpenChange(false),
    ),
  );
  const isUnit = owner.kind === 'units';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={TITLE}
      description={
        isUnit
          ? `${ownerName}: preencha só se esta unidade cobra diferente da empresa.`
          : `${ownerName}: o que uma mensalidade paga depois do vencimento custa a mais, em todas as cobranças.`
      }
      form={form}
      onSubmit={(data) => save.submit({ owner, data })}
      submitLabel="Salvar"
      pending={save.pending || remove.isPending}
      className="sm:max-w-lg"
    >
      {isUnit && !settings && <CompanyLateFeesNotice unitId={owner.id} />}
      <TextField
        control={form.control}
        name="multaPercentual"
        label="Multa (%)"
        required
        inputMode="decimal"
        description={`Cobrada uma vez, no dia seguinte ao vencimento; até ${typedMoney(MAX_MULTA_PERCENT)}%. 0 para nenhuma.`}
      />
      <TextField
        control={form.control}
        name="jurosMensalPercentual"
        label="Juros ao mês (%)"
        required
        inputMode="decimal"
        description={`Por dia de atraso (1/30 ao dia); até ${typedMoney(MAX_JUROS_PERCENT)}% ao mês. 0 para nenhum.`}
      />
      <p className="text-sm text-muted-foreground">
        Um vencimento num sábado, domingo ou feriado nacional pode ser pago no dia útil seguinte sem multa nem juros.
      </p>
      {isUnit && settings && (
        <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(owner.id)}>
          Usar a multa e os juros da empresa
        </Button>
      )}
    </FormDialog>
  );
}

/** A unit without its own policy: what it charges now. */
function CompanyLateFeesNotice({ unitId }: { unitId: number }) {
  const effective = useEffectiveLateFees(unitId);
  if (!effective.isSuccess) return null;
  return (
    <p className="rounded-md border bg-muted/50 px-4 py-3 text-sm">
      {effective.data
        ? `Hoje esta unidade cobra o da empresa: ${describeLateFees(effective.data)}.`
        : 'Nem a unidade nem a empresa cobram multa e juros: uma mensalidade paga com atraso custa o mesmo valor.'}
    </p>
  );
}
