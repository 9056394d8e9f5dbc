import { PlusIcon } from 'lucide-react';
import type { ApiToken, SchoolApiToken } from '@domain/api-tokens';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { EmptyState, ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useCurrentUser } from '@web/lib/session';
import { useApiTokens } from './api/get-api-tokens';
import { useSchoolApiTokens } from './api/get-school-api-tokens';
import { useRevokeApiToken } from './api/revoke-api-token';
import { ApiTokenFormDialog } from './components/api-token-form-dialog';
import { ApiTokensTable } from './components/api-tokens-table';

/**
 * Tokens de API: the administrador's own keys for scripts, created and revoked here, and below
 * the other administradores' tokens, so that any administrador can stop any token of the school.
 */
export function ApiTokensPage() {
  const tokens = useApiTokens();
  const schoolTokens = useSchoolApiTokens();
  const me = useCurrentUser();
  const othersTokens = schoolTokens.data?.filter((token) => token.dono.id !== me.id);
  const dialogs = useRecordDialogs<{ create: null; revoke: ApiToken; revokeOfSchool: SchoolApiToken }>();

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

  const ownTarget = dialogs.target('revoke');
  const schoolTarget = dialogs.target('revokeOfSchool');
  const revokeTarget = ownTarget ?? schoolTarget ?? null;

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
        caption="Seus tokens de API"
        tokens={tokens.data}
        isLoading={tokens.isPending}
        error={tokens.isError ? <ListError message="Não foi possível carregar os tokens." onRetry={() => void tokens.refetch()} /> : undefined}
        empty={<EmptyState title="Nenhum token de API" description="Crie um token para um script ler ou gravar dados em seu nome." />}
        onRevoke={(token) => dialogs.open('revoke', token)}
      />

      <section aria-labelledby="tokens-da-escola" className="mt-8 space-y-3">
        <div>
          <h2 id="tokens-da-escola" className="text-lg font-semibold">
            Tokens dos outros administradores
          </h2>
          <p className="text-sm text-muted-foreground">
            Revogue o token de outra pessoa quando ele não deve mais funcionar, por exemplo se vazou ou se ela deixou a escola;
            a revogação fica na auditoria.
          </p>
        </div>
        <ApiTokensTable
          caption="Tokens de API dos outros administradores"
          tokens={othersTokens}
          isLoading={schoolTokens.isPending}
          error={
            schoolTokens.isError ? (
              <ListError message="Não foi possível carregar os tokens da escola." onRetry={() => void schoolTokens.refetch()} />
            ) : undefined
          }
          empty={<EmptyState title="Nenhum outro administrador tem um token" description="Os tokens que eles criarem aparecem aqui." />}
          owner={(token) => token.dono.nome}
          onRevoke={(token) => dialogs.open('revokeOfSchool', token)}
        />
      </section>

      {dialogs.isOpen('create') && <ApiTokenFormDialog open onOpenChange={dialogs.onOpenChange} />}

      <ConfirmDialog
        open={revokeTarget !== null}
        onOpenChange={dialogs.onOpenChange}
        title="Revogar token?"
        description={
          revokeTarget &&
          `O token ${revokeTarget.nome} (plt_${revokeTarget.prefixo}…)${schoolTarget ? `, de ${schoolTarget.dono.nome},` : ''} deixará de funcionar imediatamente para qualquer script que o use. Não é possível desfazer.`
        }
        confirmLabel="Revogar"
        destructive
        pending={revoke.isPending}
        onConfirm={() => revokeTarget && revoke.mutate({ id: revokeTarget.id, ofSchool: Boolean(schoolTarget) })}
      />
    </>
  );
}
