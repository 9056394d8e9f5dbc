import { sexLabels } from '@domain/athletes';
import { enrollmentStatusLabels } from '@domain/enrollments';
import type { ReportPeriod } from '@domain/reports';
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

/** Atletas: by the report age bands of spec 2 §9 and by sex. */
export function AthletesTab({ periodo }: { periodo: ReportPeriod }) {
  const report = useAthletesReport(periodo);
  if (report.isError) return <Failed onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <div className="grid gap-4">
      <DistributionCard
        title="Atletas por Faixa Etária"
        description="Idade de hoje"
        labelHeader="Faixa Etária"
        unit="Atletas"
        items={data?.faixasEtarias.map((b) => ({ label: b.label, value: b.total }))}
      />
      <DistributionCard
        title="Atletas por Sexo"
        labelHeader="Sexo"
        unit="Atletas"
        items={data?.sexo.map((s) => ({ label: sexLabels[s.sexo], value: s.total }))}
      />
    </div>
  );
}

/** Turmas: by modality, with the active enrolments in them. */
export function TeamsTab({ periodo }: { periodo: ReportPeriod }) {
  const report = useTeamsReport(periodo);
  if (report.isError) return <Failed onRetry={() => void report.refetch()} />;
  const modalidades = report.data?.modalidades;
  return (
    <div className="grid gap-4">
      <DistributionCard
        title="Turmas por Modalidade"
        labelHeader="Modalidade"
        unit="Turmas"
        items={modalidades?.map((m) => ({ label: m.modalidade, value: m.turmas }))}
      />
      <DistributionCard
        title="Matrículas Ativas por Modalidade"
        labelHeader="Modalidade"
        unit="Matrículas"
        items={modalidades?.map((m) => ({ label: m.modalidade, value: m.matriculasAtivas }))}
      />
    </div>
  );
}

/** Matrículas: how many in each status. */
export function EnrollmentsTab({ periodo }: { periodo: ReportPeriod }) {
  const report = useEnrollmentsReport(periodo);
  if (report.isError) return <Failed onRetry={() => void report.refetch()} />;
  return (
    <DistributionCard
      title="Matrículas por Status"
      labelHeader="Status"
      unit="Matrículas"
      items={report.data?.status.map((s) => ({ label: enrollmentStatusLabels[s.status], value: s.total }))}
    />
  );
}
