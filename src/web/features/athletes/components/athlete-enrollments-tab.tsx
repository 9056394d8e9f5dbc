import { Link } from 'react-router';
import { WalletIcon } from 'lucide-react';
import { enrollmentStatusLabels, planTypeLabels, type AthleteEnrollment, type EnrollmentStatus, type InstalmentSummary } from '@domain/enrollments';
import { DataTable, EmptyState, ListError, type DataTableColumn } from '@web/components/data-table';
import { Badge, type BadgeProps } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatMoney } from '@web/lib/format';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@web/shell/use-media-query';
import { useAthleteEnrollments } from '../api/get-athlete-enrollments';

const statusVariants: Record<EnrollmentStatus, BadgeProps['variant']> = {
  ativa: 'success',
  pendente: 'outline',
  inativa: 'secondary',
  cancelada: 'secondary',
  suspensa: 'secondary',
};

const teamLabel = (enrollment: AthleteEnrollment) => `${enrollment.team.modalidade} - ${enrollment.team.categoria}`;

/** Paid, overdue and pending-not-overdue counts (spec 1 §2.7), or 'Sem parcelas'. */
function InstalmentCounts({ resumo }: { resumo: InstalmentSummary }) {
  if (resumo.pagas + resumo.vencidas + resumo.pendentes === 0) return <span className="text-sm text-muted-foreground">Sem parcelas</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {resumo.pagas > 0 && <Badge variant="success">{resumo.pagas} paga(s)</Badge>}
      {resumo.vencidas > 0 && <Badge variant="destructive">{resumo.vencidas} vencida(s)</Badge>}
      {resumo.pendentes > 0 && <Badge variant="outline">{resumo.pendentes} pendente(s)</Badge>}
    </div>
  );
}

function FinanceLink({ enrollment, className }: { enrollment: AthleteEnrollment; className?: string }) {
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <Link to={`/financeiro/matricula/${enrollment.id}`}>
        <WalletIcon aria-hidden="true" />
        Ver Financeiro
        <span className="sr-only"> de {teamLabel(enrollment)}</span>
      </Link>
    </Button>
  );
}

const StatusCell = ({ status }: { status: EnrollmentStatus }) => <Badge variant={statusVariants[status]}>{enrollmentStatusLabels[status]}</Badge>;

const columns: DataTableColumn<AthleteEnrollment>[] = [
  { id: 'turma', header: 'Turma', cell: (e) => <span className="font-medium">{teamLabel(e)}</span> },
  { id: 'unidade', header: 'Unidade', cell: (e) => e.team.unit.nome },
  { id: 'plano', header: 'Plano', cell: (e) => planTypeLabels[e.tipoPlano] },
  { id: 'mensalidade', header: 'Mensalidade', cell: (e) => formatMoney(e.valorMensalidade), className: 'whitespace-nowrap' },
  { id: 'status', header: 'Status', cell: (e) => <StatusCell status={e.status} /> },
  { id: 'parcelas', header: 'Parcelas', cell: (e) => <InstalmentCounts resumo={e.resumo} /> },
  { id: 'acoes', header: 'Ações', className: 'text-right', cell: (e) => <FinanceLink enrollment={e} /> },
];

/** Phones: one card per enrolment instead of a table that would scroll sideways. */
function EnrollmentCards({ enrollments }: { enrollments: AthleteEnrollment[] }) {
  return (
    <ul aria-label="Matrículas do atleta" className="space-y-3">
      {enrollments.map((e) => (
        <li key={e.id} className="space-y-3 rounded-lg border bg-card p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">{teamLabel(e)}</p>
              <p className="text-sm text-muted-foreground">{e.team.unit.nome}</p>
            </div>
            <StatusCell status={e.status} />
          </div>
          <p className="text-sm">
            {planTypeLabels[e.tipoPlano]} · {formatMoney(e.valorMensalidade)}
          </p>
          <InstalmentCounts resumo={e.resumo} />
          <FinanceLink enrollment={e} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

/** The 'Matrículas' tab of the athlete detail page: each enrolment with its instalment counts. */
export function AthleteEnrollmentsTab({ athleteId }: { athleteId: number }) {
  const enrollments = useAthleteEnrollments(athleteId);
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const empty = <EmptyState title="Nenhuma matrícula encontrada" description="Este atleta ainda não possui matrículas registradas." />;
  const error = enrollments.isError ? (
    <ListError message="Não foi possível carregar as matrículas." onRetry={() => void enrollments.refetch()} />
  ) : undefined;

  if (isWide) {
    return (
      <DataTable
        caption="Matrículas do atleta"
        columns={columns}
        data={enrollments.data}
        getRowKey={(e) => e.id}
        isLoading={enrollments.isPending}
        loadingRows={2}
        minWidthClassName="min-w-[860px]"
        empty={empty}
        error={error}
      />
    );
  }
  if (enrollments.data?.length) return <EnrollmentCards enrollments={enrollments.data} />;
  return (
    <div className="rounded-lg border bg-card px-4 py-12 text-center text-muted-foreground" aria-busy={enrollments.isPending}>
      {enrollments.isPending ? 'Carregando matrículas...' : error || empty}
    </div>
  );
}
