import { useEffect, useId, useState } from 'react';
import { Loader2Icon, PlugZapIcon, UnplugIcon } from 'lucide-react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import { bankConnectionInputSchema, bankProfileIds, bankProfiles, type BankConnection, type BankConnectionData, type BankConnectionInput } from '@domain/bank';
import { formatCount, formatDateTime } from '@domain/format';
import { AlertNotice } from '@web/components/alert-notice';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormDialog } from '@web/components/form-dialog';
import { SettingsDialogPlaceholder } from '@web/components/settings-dialog-placeholder';
import { SelectField, TextField } from '@web/components/form-fields';
import { Button } from '@web/components/ui/button';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import {
  useBankConnection,
  useRemoveBankConnection,
  useSaveBankConnection,
  useTestBankConnection,
  type BankConnectionTest,
  type BankOwner,
} from '../api/bank-connection';
import { CertificateField } from './certificate-field';

const TITLE = 'Conexão com o banco';

export interface BankConnectionDialogProps {
  owner: BankOwner;
  /** The company's or unit's name, for the description. */
  ownerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Conexão com o banco' of a company, or of a unit that receives in an account of its own
 * (docs/pix.md "O banco da escola"): the bank's API Pix, with which the bank confirms each PIX by
 * itself. Secrets are never shown back: a stored one is kept while its field is left blank.
 */
export function BankConnectionDialog({ owner, ownerName, open, onOpenChange }: BankConnectionDialogProps) {
  const own = useBankConnection(owner);
  if (own.isPending || own.isError) {
    return (
      <SettingsDialogPlaceholder
        open={open}
        onOpenChange={onOpenChange}
        title={TITLE}
        description={ownerName}
        error={own.isError ? 'Não foi possível carregar a conexão com o banco.' : undefined}
        fields={3}
      />
    );
  }
  return <BankConnectionForm owner={owner} ownerName={ownerName} connection={own.data} open={open} onOpenChange={onOpenChange} />;
}

/** The named banks first, 'Outro banco' last. */
const profileOptions = [...bankProfileIds.filter((id) => id !== 'padrao'), 'padrao' as const].map((id) => ({ value: id, label: bankProfiles[id].nome }));

/** An address that is some bank's default: choosing another bank replaces it with that bank's. */
const isProfileDefault = (field: 'baseUrl' | 'tokenUrl', value: string) => Object.values(bankProfiles).some((profile) => profile[field] === value);

const formValues = (connection: BankConnection | null): DefaultValues<BankConnectionInput> => ({
  perfil: connection?.perfil,
  baseUrl: connection?.baseUrl ?? '',
  tokenUrl: connection?.tokenUrl ?? '',
  clientId: connection?.clientId ?? '',
  clientSecret: '',
  appKey: '',
  // Present though empty, so a refusal of the certificate lands on its field (form-errors).
  certificado: undefined,
  escopos: connection?.escopos ?? '',
  chave: connection?.chave ?? '',
});

/** A stored secret is never shown back: its field stays blank, and blank keeps it. */
const KEPT = 'Guardado — deixe em branco para manter';
const KEPT_DESCRIPTION = 'O valor guardado não é mostrado; preencha só para trocá-lo.';

function testedText({ pixNaUltimaHora, webhook }: BankConnectionTest) {
  const received = pixNaUltimaHora === 0 ? 'nenhum Pix' : `${formatCount(pixNaUltimaHora)} Pix`;
  return `Conexão funcionando: ${received} na última hora${webhook ? ' e aviso de Pix registrado no banco' : ''}`;
}

function BankConnectionForm({ owner, ownerName, connection, open, onOpenChange }: BankConnectionDialogProps & { connection: BankConnection | null }) {
  const form = useZodForm<BankConnectionInput, BankConnectionData>(bankConnectionInputSchema, formValues(connection));
  // A new certificate field after each save: the file chosen was sent, the stored one now shows.
  const [saves, setSaves] = useState(0);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const perfil = useWatch({ control: form.control, name: 'perfil' });
  const profile = perfil ? bankProfiles[perfil] : null;

  // Choosing a bank fills in its addresses where they are empty or still another bank's.
  useEffect(() => {
    const subscription = form.watch((values, { name, type }) => {
      if (name !== 'perfil' || type !== 'change' || !values.perfil) return;
      const chosen = bankProfiles[values.perfil];
      for (const field of ['baseUrl', 'tokenUrl'] as const) {
        const current = values[field]?.trim() ?? '';
        if (!current || isProfileDefault(field, current)) form.setValue(field, chosen[field], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // The dialog stays open once saved: the connection's situation and 'Testar conexão' come next.
  const save = useFormMutation(form, useSaveBankConnection, { success: 'Conexão com o banco gravada', failure: 'Erro ao gravar a conexão com o banco. Tente novamente.' }, (saved) => {
    form.reset(formValues(saved));
    setSaves((count) => count + 1);
  });
  const test = useTestBankConnection(
    actionToasts(() => ({
      success: (result: BankConnectionTest) => ({ title: 'Sucesso', description: testedText(result) }),
      failure: 'Não foi possível testar a conexão com o banco. Tente novamente.',
    })),
  );
  const remove = useRemoveBankConnection(
    actionToasts(
      () => ({ success: 'Conexão com o banco removida', failure: 'Erro ao remover a conexão com o banco. Tente novamente.' }),
      () => {
        setConfirmingRemoval(false);
        onOpenChange(false);
      },
      { doneOnFailure: false },
    ),
  );

  const onSubmit = (data: BankConnectionData) => {
    const chosen = bankProfiles[data.perfil];
    // A secret the chosen bank does not use is not sent.
    save.submit({
      owner,
      data: { ...data, clientSecret: chosen.tokenAuth === 'basic' ? data.clientSecret : undefined, appKey: chosen.appKeyParam ? data.appKey : undefined },
    });
  };
  const busy = save.pending || test.isPending || remove.isPending;

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={TITLE}
        description={
          owner.kind === 'units'
            ? `${ownerName}: preencha só se esta unidade recebe numa conta diferente da empresa.`
            : `${ownerName}: com a API Pix do banco da escola, cada PIX recebido é confirmado sozinho.`
        }
        form={form}
        onSubmit={onSubmit}
        submitLabel="Salvar"
        pending={save.pending || remove.isPending}
        submitDisabled={test.isPending}
        className="sm:max-w-lg"
      >
        {connection && (
          <ConnectionSituation
            connection={connection}
            testing={test.isPending}
            disabled={busy}
            onTest={() => test.mutate(owner)}
            onRemove={() => setConfirmingRemoval(true)}
          />
        )}
        <SelectField
          control={form.control}
          name="perfil"
          label="Banco"
          required
          options={profileOptions}
          placeholder="Selecione o banco"
          description={profile?.pede ?? 'O banco da conta onde a escola recebe os PIX.'}
        />
        <TextField control={form.control} name="baseUrl" label="Endereço da API Pix" required type="url" inputMode="url" autoComplete="off" spellCheck={false} />
        <TextField control={form.control} name="tokenUrl" label="Endereço do token" required type="url" inputMode="url" autoComplete="off" spellCheck={false} />
        <TextField control={form.control} name="clientId" label="Client id" required autoComplete="off" spellCheck={false} />
        {profile?.tokenAuth !== 'form-client-id' && (
          <TextField
            control={form.control}
            name="clientSecret"
            label="Client secret"
            required={!connection?.temClientSecret}
            type="password"
            autoComplete="off"
            placeholder={connection?.temClientSecret ? KEPT : undefined}
            description={connection?.temClientSecret ? KEPT_DESCRIPTION : undefined}
          />
        )}
        {profile?.appKeyParam && (
          <TextField
            control={form.control}
            name="appKey"
            label="Chave da aplicação"
            required={!connection?.temAppKey}
            type="password"
            autoComplete="off"
            placeholder={connection?.temAppKey ? KEPT : undefined}
            description={`A developer_application_key do aplicativo, enviada como ${profile.appKeyParam}.${connection?.temAppKey ? ` ${KEPT_DESCRIPTION}` : ''}`}
          />
        )}
        <CertificateField key={saves} control={form.control} stored={connection?.certificado ?? null} />
        <TextField
          control={form.control}
          name="escopos"
          label="Escopos"
          autoComplete="off"
          spellCheck={false}
          description="Separados por espaço, se o banco pedir (ex.: cobv.write cobv.read pix.read webhook.write)."
        />
        <TextField
          control={form.control}
          name="chave"
          label="Chave PIX"
          required
          autoComplete="off"
          spellCheck={false}
          description="A chave da conta ligada à API Pix: CPF, CNPJ, e-mail, celular ou chave aleatória."
        />
      </FormDialog>
      <ConfirmDialog
        open={confirmingRemoval}
        onOpenChange={setConfirmingRemoval}
        title="Remover conexão com o banco?"
        description={`${ownerName} deixa de ter os PIX confirmados pelo banco; o BR Code estático e a conciliação bancária continuam valendo. Os segredos e o certificado guardados são apagados.`}
        confirmLabel="Remover"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(owner)}
      />
    </>
  );
}

/** How the last exchanges with the bank went, and the actions on the stored connection. */
function ConnectionSituation({
  connection: { situacao },
  testing,
  disabled,
  onTest,
  onRemove,
}: {
  connection: BankConnection;
  testing: boolean;
  disabled: boolean;
  onTest: () => void;
  onRemove: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-md border p-4">
      <h3 id={headingId} className="text-sm font-semibold text-muted-foreground uppercase">
        Situação
      </h3>
      <p className="text-sm">Última consulta: {situacao.consultadoAte ? formatDateTime(situacao.consultadoAte) : 'ainda nenhuma'}</p>
      {situacao.ultimoErro && (
        <AlertNotice>
          {`Último erro${situacao.falhasSeguidas > 1 ? ` (${situacao.falhasSeguidas} falhas seguidas)` : ''}: ${situacao.ultimoErro}`}
        </AlertNotice>
      )}
      <p className="text-sm text-muted-foreground">Testar conexão usa o que está gravado: pede um token ao banco e lista os Pix da última hora.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" disabled={disabled} aria-busy={testing} onClick={onTest}>
          {testing ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <PlugZapIcon aria-hidden="true" />}
          Testar conexão
        </Button>
        <Button variant="outline" disabled={disabled} onClick={onRemove}>
          <UnplugIcon aria-hidden="true" />
          Remover conexão
        </Button>
      </div>
    </section>
  );
}
