import { useState } from 'react';
import { Link } from 'react-router';
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import type { Consent } from '@domain/privacy';
import { AlertNotice } from '@web/components/alert-notice';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ConsentList, consentScope } from '@web/components/consent-list';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { PolicyLink } from '@web/components/policy-link';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { exportMyData } from './api/export-data';
import { useMyPrivacy } from './api/get-my-privacy';
import { useGrantConsent } from './api/grant-consent';
import { useRevokeConsent } from './api/revoke-consent';

/** /minha-conta/privacidade: the signed-in user's consents, their revocation, and the download of their family's data. */
export function MyPrivacyPage() {
  const privacy = useMyPrivacy();
  const [revoking, setRevoking] = useState<Consent | null>(null);
  const [granting, setGranting] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const revoke = useRevokeConsent({
    onSuccess: () => {
      toast({ title: 'Consentimento revogado', description: 'A revogação foi registrada e a escola será avisada.' });
      setRevoking(null);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Não foi possível revogar o consentimento.') }),
  });
  const grant = useGrantConsent({
    onSuccess: () => {
      toast({ title: 'Consentimento registrado' });
      setGranting(false);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Não foi possível registrar o consentimento.') }),
  });

  async function handleDownload() {
    setDownloading(true);
    try {
      await exportMyData();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro ao baixar os dados', description: errorMessage(error, 'Tente novamente.') });
    } finally {
      setDownloading(false);
    }
  }

  const data = privacy.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Privacidade"
        subtitle="Seus consentimentos e seus dados, conforme a Lei Geral de Proteção de Dados (LGPD)."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.privacyPolicy}>
                <FileTextIcon aria-hidden="true" />
                Política de Privacidade
              </Link>
            </Button>
            <Button onClick={() => void handleDownload()} disabled={downloading} aria-busy={downloading}>
              <DownloadIcon aria-hidden="true" />
              {downloading ? 'Preparando...' : 'Baixar meus dados'}
            </Button>
          </>
        }
      />

      <Card>
        <CardHeader>
          <h2 className="text-lg leading-none font-semibold">Consentimentos</h2>
          <CardDescription>
            Autorizações para o tratamento dos seus dados e dos dados pessoais e de saúde dos seus atletas. Versão atual da política:{' '}
            {data?.versaoPolitica ?? '…'}.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {privacy.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : privacy.isError || !data ? (
            <ListError message="Não foi possível carregar os consentimentos." onRetry={() => void privacy.refetch()} />
          ) : (
            <>
              {!data.consentimentoAtivo && (
                <div className="space-y-3">
                  <AlertNotice role="status">Sua conta não tem um consentimento ativo para a versão atual da política.</AlertNotice>
                  <Button variant="outline" onClick={() => setGranting(true)}>
                    Dar consentimento
                  </Button>
                </div>
              )}
              <ConsentList
                consents={data.consentimentos}
                viewer="familia"
                empty="Nenhum consentimento registrado."
                action={(consent) =>
                  !consent.revogadoEm && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-destructive hover:text-destructive"
                      aria-label={`Revogar consentimento: ${consentScope(consent, 'familia')}`}
                      onClick={() => setRevoking(consent)}
                    >
                      Revogar
                    </Button>
                  )
                }
              />
            </>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-lg leading-none font-semibold">O que acontece ao revogar</h2>
        </CardHeader>
        <CardContent className="space-y-2 text-sm leading-relaxed">
          <p>A revogação fica registrada com data e hora e aparece para a escola no cadastro do atleta.</p>
          <p>
            Ela não desfaz o que foi feito antes (LGPD, art. 8º, § 5º) e não apaga os dados sozinha: a escola ainda precisa dos registros
            financeiros e de matrícula exigidos por lei. Para pedir a anonimização dos dados pessoais e de saúde de um atleta inativo, fale com a
            escola.
          </p>
          <p>
            Você pode baixar todos os seus dados a qualquer momento pelo botão "Baixar meus dados". Saiba mais na <PolicyLink />.
          </p>
        </CardContent>
      </Card>

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revogar consentimento?"
        description={
          revoking
            ? `${consentScope(revoking, 'familia')}. A revogação será registrada e a escola será avisada. Os dados já tratados não são apagados automaticamente.`
            : ''
        }
        confirmLabel="Revogar"
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
      <ConfirmDialog
        open={granting}
        onOpenChange={setGranting}
        title="Dar consentimento"
        description="Li a Política de Privacidade e autorizo o tratamento dos meus dados e dos dados pessoais e de saúde dos atletas sob minha responsabilidade."
        confirmLabel="Consentir"
        pending={grant.isPending}
        onConfirm={() => grant.mutate()}
      />
    </div>
  );
}
