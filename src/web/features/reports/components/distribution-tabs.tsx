import { sexLabels } from '@domain/athletes';
import { enrollmentStatusLabels } from '@domain/enrollments';
import { PERIOD_ORDER } from '@domain/ledger';
import type { ReportQuery } from '@domain/reports';
import { AlertNotice } from '@web/components/alert-notice';
import { ListError } from '@web/components/data-table';
import { useAthletesReport, useEnrollmentsReport, useTeamsReport } from '../api/get-distributions';
import { DistributionCard } from './distribution-card';

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
      <ListError message="Não foi possível carregar o relatório." onRetry={onRetry} />
    </div>
  );
}

/** The page's period; null while the chosen dates end before they start. */
interface TabProps {
  query: ReportQuery | null;
}

/** Atletas: the period's athletes by the report age bands of spec 2 §9 and by sex. */
export function AthletesTab({ query }: TabProps) {
  const report = useAthletesReport(query);
  if (!query) return <AlertNotice>{PERIOD_ORDER}</AlertNotice>;
  if (report.isError) return <Failed onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <div className="grid gap-4">
      <DistributionCard
        title="Atletas por Faixa Etária"
        description="Atletas cadastrados no período, pela idade de hoje"
        labelHeader="Faixa Etária"
        unit="Atletas"
        items={data?.faixasEtarias.map((b) => ({ label: b.label, value: b.total }))}
      />
      <DistributionCard
        title="Atletas por Sexo"
        description="Atletas cadastrados no período"
        labelHeader="Sexo"
        unit="Atletas"
        items={data?.sexo.map((s) => ({ label: sexLabels[s.sexo], value: s.total }))}
      />
    </div>
  );
}

/** Turmas: the period's teams by modality, and the period's enrolments active today by modality. */
export function TeamsTab({ query }: TabProps) {
  const report = useTeamsReport(query);
  if (!query) return <AlertNotice>{PERIOD_ORDER}</AlertNotice>;
  if (report.isError) return <Failed onRetry={() => void report.refetch()} />;
  const modalidades = report.data?.modalidades;
  return (
    <div className="grid gap-4">
      <DistributionCard
        title="Turmas por Modalidade"
        description="Turmas cadastradas no período"
        labelHeader="Modalidade"
        unit="Turmas"
        items={modalidades?.map((m) => ({ label: m.modalidade, value: m.turmas }))}
      />
      <DistributionCard
        title="Matrículas Ativas por Modalidade"
        description="Matrículas feitas no período que estão ativas hoje, pela modalidade da turma"
        labelHeader="Modalidade"
        unit="Matrículas"
        items={modalidades?.map((m) => ({ label: m.modalidade, value: m.matriculasAtivas }))}
      />
    </div>
  );
}

/** Matrículas: how many of the period's enrolments are in each status today. */
export function EnrollmentsTab({ query }: TabProps) {
  const report = useEnrollmentsReport(query);
  if (!query) return <AlertNotice>{PERIOD_ORDER}</AlertNotice>;
  if (report.isError) return <Failed onRetry={() => void report.refetch()} />;
  return (
    <DistributionCard
      title="Matrículas por Status"
      description="Matrículas feitas no período, pela situação de hoje"
      labelHeader="Status"
      unit="Matrículas"
      items={report.data?.status.map((s) => ({ label: enrollmentStatusLabels[s.status], value: s.total }))}
    />
  );
}
