import { PlusIcon } from 'lucide-react';
import type { ApiToken } from '@domain/api-tokens';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useApiTokens } from './api/get-api-tokens';
import { useRevokeApiToken } from './api/revoke-api-token';
import { ApiTokenFormDialog } from './components/api-token-form-dialog';
import { ApiTokensTable } from './components/api-tokens-table';

/** Tokens de API: the administrador's own keys for scripts, created and revoked here. */
export function ApiTokensPage() {
  const tokens = useApiTokens();
  const dialogs = useRecordDialogs<{ create: null; revoke: ApiToken }>();

  const revoke = useRevokeApiToken({
    onSuccess: (token) => {
      toast({ title: 'Sucesso', description: `Token ${token.nome} revogado: ele deixou de funcionar.` });
      dialogs.close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao revogar o token. Tente novamente.') });
      dialogs.close();
    },
  });

  const revokeTarget = dialogs.target('revoke') ?? null;

  return (
    <>
      <PageHeader
        title="Tokens de API"
        subtitle={
          <>
            Chaves pessoais para um script ou planilha ler (ou gravar) os dados da escola em seu nome. Como usar:{' '}
            <a href="/api/docs" target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
              documentação da API
            </a>
            .
          </>
        }
        actions={
          <Button onClick={() => dialogs.open('create', null)}>
            <PlusIcon aria-hidden="true" />
            Novo token
          </Button>
        }
      />

      <ApiTokensTable
        tokens={tokens.data}
        isLoading={tokens.isPending}
        error={tokens.isError ? <ListError message="Não foi possível carregar os tokens." onRetry={() => void tokens.refetch()} /> : undefined}
        onRevoke={(token) => dialogs.open('revoke', token)}
      />

      {dialogs.isOpen('create') && <ApiTokenFormDialog open onOpenChange={dialogs.onOpenChange} />}

      <ConfirmDialog
        open={revokeTarget !== null}
        onOpenChange={dialogs.onOpenChange}
        title="Revogar token?"
        description={
          revokeTarget &&
          `O token ${revokeTarget.nome} (plt_${revokeTarget.prefixo}…) deixará de funcionar imediatamente para qualquer script que o use. Não é possível desfazer.`
        }
        confirmLabel="Revogar"
        destructive
        pending={revoke.isPending}
        onConfirm={() => revokeTarget && revoke.mutate(revokeTarget.id)}
      />
    </>
  );
}
