import { useState } from 'react';
import {
  apiTokenInputSchema,
  apiTokenScopeLabels,
  apiTokenScopes,
  type CreatedApiToken,
} from '@domain/api-tokens';
import { AlertNotice } from '@web/components/alert-notice';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextField } from '@web/components/form-fields';
import { RevealOnceDialog } from '@web/components/reveal-once-dialog';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateApiToken } from '../api/create-api-token';

const scopeOptions = apiTokenScopes.map((escopo) => ({ value: escopo, label: apiTokenScopeLabels[escopo] }));

export interface ApiTokenFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Novo token': a name and a scope (read-only unless chosen otherwise). Once created, the dialog
 * shows the token: the only time it exists in clear, since the server keeps its hash alone. Mount it
 * when opening so each creation starts empty.
 */
export function ApiTokenFormDialog({ open, onOpenChange }: ApiTokenFormDialogProps) {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const form = useZodForm(apiTokenInputSchema, { nome: '', escopo: 'leitura' });

  // No success toast: the dialog shows the created token instead.
  const create = useFormMutation(form, useCreateApiToken, { failure: 'Erro ao criar o token. Tente novamente.' }, setCreated);

  if (created) return <ApiTokenCreated token={created} open={open} onOpenChange={onOpenChange} />;

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Novo token"
      description="O token age em seu nome. Cada escrita feita com ele fica registrada na auditoria."
      form={form}
      onSubmit={create.submit}
      submitLabel="Criar token"
      pending={create.pending}
      className="sm:max-w-lg"
    >
      <TextField
        control={form.control}
        name="nome"
        label="Nome"
        required
        autoComplete="off"
        maxLength={100}
        description="Para reconhecer o token depois, por exemplo: Planilha do contador."
      />
      <SelectField control={form.control} name="escopo" label="Escopo" options={scopeOptions} required />
    </FormDialog>
  );
}

/** The created token, to copy now: closing the dialog is the last time anyone sees it. */
function ApiTokenCreated({ token, open, onOpenChange }: { token: CreatedApiToken; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <RevealOnceDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Token criado"
      description={
        <>
          {token.nome} · {apiTokenScopeLabels[token.escopo]}. Envie-o no cabeçalho <code>Authorization: Bearer</code> de cada requisição.
        </>
      }
      notice={<AlertNotice role="status">Copie o token agora: ele não será mostrado novamente.</AlertNotice>}
      label="Token"
      value={token.token}
      copyLabel="Copiar token"
      copied={{ title: 'Token copiado!', description: 'Guarde-o num lugar seguro, como um cofre de senhas.' }}
      valueName="O token"
      monospace
    />
  );
}
