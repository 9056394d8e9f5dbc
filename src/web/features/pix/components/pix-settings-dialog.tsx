import { PIX_CITY_MAX, PIX_NAME_MAX, pixKeyTypeLabels, pixSettingsInputSchema, type PixSettings } from '@domain/pix';
import { FormDialog } from '@web/components/form-dialog';
import { SettingsDialogPlaceholder } from '@web/components/settings-dialog-placeholder';
import { TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useEffectivePixSettings, usePixSettings, useRemoveUnitPixSettings, useSavePixSettings, type PixOwner } from '../api/pix';

export interface PixSettingsDialogProps {
  owner: PixOwner;
  /** The company's or unit's name, for the description. */
  ownerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Configurar PIX' of a company, or of a unit that receives elsewhere than its company: the key,
 * and the receiver's name and city the payer's bank shows. Without settings no PIX is offered.
 */
export function PixSettingsDialog({ owner, ownerName, open, onOpenChange }: PixSettingsDialogProps) {
  const own = usePixSettings(owner);
  if (own.isPending || own.isError) {
    return (
      <SettingsDialogPlaceholder
        open={open}
        onOpenChange={onOpenChange}
        title={'Configurar PIX'}
        description={ownerName}
        error={own.isError ? 'Não foi possível carregar a configuração de PIX.' : undefined}
        fields={2}
      />
    );
  }
  return <PixSettingsForm owner={owner} ownerName={ownerName} settings={own.data} open={open} onOpenChange={onOpenChange} />;
}

function PixSettingsForm({ owner, ownerName, settings, open, onOpenChange }: PixSettingsDialogProps & { settings: PixSettings | null }) {
  const form = useZodForm(pixSettingsInputSchema, {
    chave: settings?.chave ?? '',
    nomeRecebedor: settings?.nomeRecebedor ?? '',
    cidade: settings?.cidade ?? '',
  });
  const save = useFormMutation(
    form,
    useSavePixSettings,
    { success: 'Configuração de PIX salva com sucesso!', failure: 'Erro ao salvar a configuração de PIX. Tente novamente.' },
    () => onOpenChange(false),
  );
  const remove = useRemoveUnitPixSettings(
    actionToasts(() => ({ success: 'A unidade voltou a usar o PIX da empresa.', failure: 'Erro ao remover a configuração de PIX. Tente novamente.' }), () =>
      onOpenChange(false),
    ),
  );
  const isUnit = owner.kind === 'units';

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Configurar PIX"
      description={
        isUnit
          ? `${ownerName}: preencha só se esta unidade recebe numa conta diferente da empresa.`
          : `${ownerName}: a conta onde as famílias pagam as mensalidades por PIX.`
      }
      form={form}
      onSubmit={(data) => save.submit({ owner, data })}
      submitLabel="Salvar"
      pending={save.pending || remove.isPending}
      className="sm:max-w-lg"
    >
      {isUnit && !settings && <CompanySettingsNotice unitId={owner.id} />}
      <TextField
        control={form.control}
        name="chave"
        label="Chave PIX"
        required
        description={`CPF, CNPJ, e-mail, celular ou chave aleatória${settings ? ` (hoje: ${pixKeyTypeLabels[settings.tipoChave]})` : ''}.`}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField control={form.control} name="nomeRecebedor" label="Nome do recebedor" required description={`Como o banco mostra a quem paga: até ${PIX_NAME_MAX} caracteres.`} />
      <TextField control={form.control} name="cidade" label="Cidade" required description={`Até ${PIX_CITY_MAX} caracteres.`} />
      {isUnit && settings && (
        <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(owner.id)}>
          Usar o PIX da empresa
        </Button>
      )}
    </FormDialog>
  );
}

/** A unit without its own settings: what it uses now. */
function CompanySettingsNotice({ unitId }: { unitId: number }) {
  const effective = useEffectivePixSettings(unitId);
  if (!effective.isSuccess) return null;
  return (
    <p className="rounded-md border bg-muted/50 px-4 py-3 text-sm">
      {effective.data
        ? `Hoje esta unidade usa o PIX da empresa (chave ${effective.data.chave}, ${effective.data.nomeRecebedor}).`
        : 'Nem a unidade nem a empresa têm PIX configurado: as famílias ainda não podem pagar por PIX.'}
    </p>
  );
}
