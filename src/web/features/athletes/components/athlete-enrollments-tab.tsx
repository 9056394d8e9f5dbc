import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, WalletIcon } from 'lucide-react';
import { planTypeLabels, type AthleteEnrollment } from '@domain/enrollments';
import { formatMoney } from '@domain/format';
import { DataTable, EmptyState, ListError, type DataTableColumn } from '@web/components/data-table';
import { EnrollmentStatusBadge } from '@web/components/enrollment-status-badge';
import { InstalmentCounts } from '@web/components/instalment-counts';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@web/shell/use-media-query';
import { useAthleteEnrollments } from '../api/get-athlete-enrollments';
import { AthleteEnrollmentInstalments } from './athlete-enrollment-instalments';


const teamLabel = (enrollment: AthleteEnrollment) => `${enrollment.team.modalidade} - ${enrollment.team.categoria}`;

const panelId = (enrollment: AthleteEnrollment) => `parcelas-matricula-${enrollment.id}`;

interface ExpansionProps {
  isExpanded: (enrollment: AthleteEnrollment) => boolean;
  onToggle: (enrollment: AthleteEnrollment) => void;
}

/** Disclosure of the enrolment's instalments; its name stays put, aria-expanded carries the state. */
function InstalmentsToggle({ enrollment, isExpanded, onToggle, className }: ExpansionProps & { enrollment: AthleteEnrollment; className?: string }) {
  const expanded = isExpanded(enrollment);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      aria-expanded={expanded}
      aria-controls={expanded ? panelId(enrollment) : undefined}
      onClick={() => onToggle(enrollment)}
    >
      <ChevronDownIcon aria-hidden="true" className={cn('transition-transform', expanded && 'rotate-180')} />
      Ver parcelas
      <span className="sr-only"> de {teamLabel(enrollment)}</span>
    </Button>
  );
}

function FinanceLink({ enrollment, className }: { enrollment: AthleteEnrollment; className?: string }) {
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <Link to={paths.enrollmentFinance(enrollment.id)}>
        <WalletIcon aria-hidden="true" />
        Ver Financeiro
        <span className="sr-only"> de {teamLabel(enrollment)}</span>
      </Link>
    </Button>
  );
}


const columns = (expansion: ExpansionProps): DataTableColumn<AthleteEnrollment>[] => [
  { id: 'turma', header: 'Turma', cell: (e) => <span className="font-medium">{teamLabel(e)}</span> },
  { id: 'unidade', header: 'Unidade', cell: (e) => e.team.unit.nome },
  { id: 'plano', header: 'Plano', cell: (e) => planTypeLabels[e.tipoPlano] },
  { id: 'mensalidade', header: 'Mensalidade', cell: (e) => formatMoney(e.valorMensalidade), className: 'whitespace-nowrap' },
  { id: 'status', header: 'Status', cell: (e) => <EnrollmentStatusBadge status={e.status} /> },
  { id: 'parcelas', header: 'Parcelas', cell: (e) => <InstalmentCounts resumo={e.resumo} /> },
  {
    id: 'acoes',
    header: 'Ações',
    headerClassName: 'text-right',
    className: 'text-right',
    cell: (e) => (
      <div className="flex justify-end gap-2">
        <InstalmentsToggle enrollment={e} {...expansion} />
        <FinanceLink enrollment={e} />
      </div>
    ),
  },
];

/** Phones: one card per enrolment instead of a table that would scroll sideways. */
function EnrollmentCards({ enrollments, ...expansion }: ExpansionProps & { enrollments: AthleteEnrollment[] }) {
  return (
    <ul aria-label="Matrículas do atleta" className="space-y-3">
      {enrollments.map((e) => (
        <li key={e.id} className="space-y-3 rounded-lg border bg-card p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium">{teamLabel(e)}</p>
              <p className="text-sm text-muted-foreground">{e.team.unit.nome}</p>
            </div>
            <EnrollmentStatusBadge status={e.status} />
          </div>
          <p className="text-sm">
            {planTypeLabels[e.tipoPlano]} · {formatMoney(e.valorMensalidade)}
          </p>
          <InstalmentCounts resumo={e.resumo} />
          <div className="grid grid-cols-2 gap-2">
            <InstalmentsToggle enrollment={e} {...expansion} />
            <FinanceLink enrollment={e} />
          </div>
          {expansion.isExpanded(e) && <AthleteEnrollmentInstalments enrollmentId={e.id} id={panelId(e)} title="Parcelas" />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The 'Matrículas' tab of the athlete detail page: each enrolment with its instalment counts, and
 * on request its instalments, to process or view a payment without leaving the page.
 */
export function AthleteEnrollmentsTab({ athleteId }: { athleteId: number }) {
  const enrollments = useAthleteEnrollments(athleteId);
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<number>>(new Set());
  const expansion: ExpansionProps = {
    isExpanded: (e) => expandedIds.has(e.id),
    onToggle: (e) =>
      setExpandedIds((current) => {
        const next = new Set(current);
        if (!next.delete(e.id)) next.add(e.id);
        return next;
      }),
  };
  const empty = <EmptyState title="Nenhuma matrícula encontrada" description="Este atleta ainda não possui matrículas registradas." />;
  const error = enrollments.isError ? (
    <ListError message="Não foi possível carregar as matrículas." onRetry={() => void enrollments.refetch()} />
  ) : undefined;

  if (isWide) {
    // The table cannot hold a row under a row, so the expanded instalments follow it, titled by enrolment.
    const expanded = enrollments.data?.filter(expansion.isExpanded) ?? [];
    return (
      <div className="space-y-6">
        <DataTable
          caption="Matrículas do atleta"
          columns={columns(expansion)}
          data={enrollments.data}
          getRowKey={(e) => e.id}
          isLoading={enrollments.isPending}
          loadingRows={2}
          minWidthClassName="min-w-[960px]"
          empty={empty}
          error={error}
        />
        {expanded.map((e) => (
          <AthleteEnrollmentInstalments key={e.id} enrollmentId={e.id} id={panelId(e)} title={`Parcelas · ${teamLabel(e)} · ${e.team.unit.nome}`} />
        ))}
      </div>
    );
  }
  if (enrollments.data?.length) return <EnrollmentCards enrollments={enrollments.data} {...expansion} />;
  return (
    <div className="rounded-lg border bg-card px-4 py-12 text-center text-muted-foreground" aria-busy={enrollments.isPending}>
      {enrollments.isPending ? 'Carregando matrículas...' : error || empty}
    </div>
  );
}
