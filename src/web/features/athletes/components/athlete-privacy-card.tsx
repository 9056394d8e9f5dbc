import { useState } from 'react';
import { DownloadIcon, EraserIcon, HistoryIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Athlete } from '@domain/athletes';
import { formatDateTime } from '@domain/format';
import { anonymizedAthleteName, type RecordExportFormat } from '@domain/privacy';
import { AlertNotice } from '@web/components/alert-notice';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ConsentList } from '@web/components/consent-list';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { exportAthleteRecord } from '@web/features/privacy';
import { errorMessage } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useAnonymizeAthlete } from '../api/anonymize-athlete';
import { useAthleteConsents } from '../api/get-athlete-consents';

/**
 * The athlete profile's LGPD card, for staff: the guardian's consents (a revocation stands out), and
 * with `answersRequests` (answerDataSubjectRequests, the administrador) the answers to a data subject
 * request: export (JSON, PDF) and anonymisation.
 */
export function AthletePrivacyCard({ athlete, answersRequests }: { athlete: Athlete; answersRequests: boolean }) {
  const consents = useAthleteConsents(athlete.id);
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState<RecordExportFormat | null>(null);
  const anonymized = athlete.nomeCompleto === anonymizedAthleteName(athlete.id);
  const inactive = athlete.status !== 'ATIVO';

  const anonymize = useAnonymizeAthlete({
    onSuccess: (result) => {
      toast({ title: 'Atleta anonimizado', description: `Os dados pessoais e de saúde foram removidos. O histórico financeiro continua como "${result.nomeCompleto}".` });
      setConfirming(false);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Não foi possível anonimizar o atleta.') }),
  });

  async function handleExport(formato: RecordExportFormat) {
    setExporting(formato);
    try {
      await exportAthleteRecord(athlete.id, formato);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro ao exportar os dados', description: errorMessage(error, 'Tente novamente.') });
    } finally {
      setExporting(null);
    }
  }

  // The most recent revocation is the one to tell staff about.
  const revokedAt = consents.data
    ?.map((c) => c.revogadoEm)
    .filter((date): date is string => date !== null)
    .sort()
    .at(-1);

  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">Privacidade (LGPD)</h2>
        <CardDescription>Consentimentos do responsável para o tratamento dos dados pessoais e de saúde do atleta.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {consents.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : consents.isError ? (
          <ListError message="Não foi possível carregar os consentimentos." onRetry={() => void consents.refetch()} />
        ) : (
          <>
            {revokedAt && (
              <AlertNotice role="status">
                O responsável revogou um consentimento em {formatDateTime(revokedAt)}. Combine com a família o que fazer com os dados; com o atleta
                inativo, um administrador pode anonimizá-lo.
              </AlertNotice>
            )}
            <ConsentList
              consents={consents.data}
              viewer="escola"
              empty="Nenhum consentimento registrado para este atleta (cadastro anterior ao registro de consentimentos)."
            />
          </>
        )}

        {answersRequests && (
          <div className="space-y-3 border-t pt-4">
            <h3 className="font-medium">Pedido do titular</h3>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => void handleExport('json')} disabled={exporting !== null} aria-busy={exporting === 'json'}>
                <DownloadIcon aria-hidden="true" />
                Exportar dados (JSON)
              </Button>
              <Button variant="outline" onClick={() => void handleExport('pdf')} disabled={exporting !== null} aria-busy={exporting === 'pdf'}>
                <DownloadIcon aria-hidden="true" />
                Exportar dados (PDF)
              </Button>
              <Button variant="outline" asChild>
                <Link to={paths.recordAudit('athletes', athlete.id)}>
                  <HistoryIcon aria-hidden="true" />
                  Ver na auditoria
                </Link>
              </Button>
              {!anonymized && (
                <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setConfirming(true)} disabled={!inactive}>
                  <EraserIcon aria-hidden="true" />
                  Anonimizar
                </Button>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {anonymized
                ? 'Este atleta foi anonimizado: restam apenas o histórico financeiro e esportivo.'
                : inactive
                  ? 'A anonimização apaga de forma definitiva os dados pessoais e de saúde e mantém o histórico financeiro.'
                  : 'A anonimização fica disponível depois que o atleta é inativado.'}
            </p>
          </div>
        )}
      </CardContent>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Anonimizar atleta?"
        description={`Os dados pessoais e de saúde de ${athlete.nomeCompleto} serão apagados de forma definitiva. Matrículas, parcelas e lançamentos financeiros continuam, com o nome "${anonymizedAthleteName(athlete.id)}". Esta ação não pode ser desfeita.`}
        confirmLabel="Anonimizar"
        destructive
        pending={anonymize.isPending}
        onConfirm={() => anonymize.mutate(athlete.id)}
      />
    </Card>
  );
}
