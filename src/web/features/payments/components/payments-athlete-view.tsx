import { useState } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { planTypeLabels } from '@domain/enrollment-constants';
import { formatMoney } from '@domain/format';
import { ListError } from '@web/components/data-table';
import { FilterSelect } from '@web/components/list-filters';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api';
import { useEnrollmentFinance } from '../api/get-enrollment-finance';
import { EnrollmentDunningSection, FamilyWhatsappButton } from './enrollment-dunning';
import { EnrollmentInstalments } from './enrollment-instalments';
import { FinanceSummaryCards } from './finance-summary-cards';

/** The instalment filter of the detail view (spec 1 §2.14), 'Todas' besides: Em atraso is the computed situacao. */
const statusFilters = [
  { value: 'atrasado', label: 'Em atraso' },
  { value: 'pago', label: 'Pagas' },
  { value: 'pendente', label: 'Pendentes' },
] as const;
type StatusFilter = (typeof statusFilters)[number]['value'];

/** One enrolment's finances inside Gestão Financeira, with 'Voltar' back to the list. */
export function PaymentsAthleteView({ enrollmentId, onBack }: { enrollmentId: number; onBack: () => void }) {
  const finance = useEnrollmentFinance(enrollmentId);
  const data = finance.data;
  const [filter, setFilter] = useState<StatusFilter>();

  const instalments = data?.monthlyPayments.filter((instalment) => filter === undefined || instalment.situacao === filter);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Button variant="outline" onClick={onBack} className="w-fit">
          <ArrowLeftIcon aria-hidden="true" />
          Voltar
        </Button>
        <div className="min-w-0 flex-1 space-y-1">
          {data ? <h2 className="text-xl font-semibold">{data.athlete.nomeCompleto}</h2> : <Skeleton className="h-7 w-56" />}
          {data && (
            <p className="text-muted-foreground">
              Matrícula #{data.id} · {data.team.nome} - {data.team.unit.nome} · Plano {planTypeLabels[data.tipoPlano]} · Mensalidade{' '}
              {formatMoney(data.valorMensalidade)}
            </p>
          )}
        </div>
        <FamilyWhatsappButton enrollment={data} />
      </div>

      {finance.isError ? (
        <ListError message={errorMessage(finance.error, 'Não foi possível carregar o financeiro.')} onRetry={() => void finance.refetch()} />
      ) : (
        <>
          {data && <FinanceSummaryCards totals={data.totals} />}
          <FilterSelect
            label="Status das parcelas"
            allLabel="Todas"
            options={statusFilters}
            value={filter}
            onChange={(value) => setFilter(value as StatusFilter | undefined)}
            className="sm:w-56"
          />
          <EnrollmentInstalments enrollment={data} instalments={instalments} isLoading={finance.isPending} />
          <EnrollmentDunningSection enrollmentId={enrollmentId} />
        </>
      )}
    </div>
  );
}
