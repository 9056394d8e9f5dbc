import { useId, useState } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { planTypeLabels } from '@domain/enrollment-constants';
import { ListError } from '@web/components/data-table';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api';
import { formatMoney } from '@web/lib/format';
import { useEnrollmentFinance } from '../api/get-enrollment-finance';
import { EnrollmentInstalments } from './enrollment-instalments';
import { FinanceSummaryCards } from './finance-summary-cards';

/** The instalment filter of the detail view (spec 1 §2.14): Em atraso is the computed situacao. */
const statusFilters = [
  { value: 'todas', label: 'Todas' },
  { value: 'atrasado', label: 'Em atraso' },
  { value: 'pago', label: 'Pagas' },
  { value: 'pendente', label: 'Pendentes' },
] as const;
type StatusFilter = (typeof statusFilters)[number]['value'];

/** One enrolment's finances inside Gestão Financeira, with 'Voltar' back to the list. */
export function PaymentsAthleteView({ enrollmentId, onBack }: { enrollmentId: number; onBack: () => void }) {
  const finance = useEnrollmentFinance(enrollmentId);
  const data = finance.data;
  const [filter, setFilter] = useState<StatusFilter>('todas');
  const filterId = useId();

  const instalments = data?.monthlyPayments.filter((instalment) => filter === 'todas' || instalment.situacao === filter);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Button variant="outline" onClick={onBack} className="w-fit">
          <ArrowLeftIcon aria-hidden="true" />
          Voltar
        </Button>
        <div className="min-w-0 space-y-1">
          {data ? <h2 className="text-xl font-semibold">{data.athlete.nomeCompleto}</h2> : <Skeleton className="h-7 w-56" />}
          {data && (
            <p className="text-muted-foreground">
              Matrícula #{data.id} · {data.team.nome} - {data.team.unit.nome} · Plano {planTypeLabels[data.tipoPlano]} · Mensalidade{' '}
              {formatMoney(data.valorMensalidade)}
            </p>
          )}
        </div>
      </div>

      {finance.isError ? (
        <ListError message={errorMessage(finance.error, 'Não foi possível carregar o financeiro.')} onRetry={() => void finance.refetch()} />
      ) : (
        <>
          {data && <FinanceSummaryCards totals={data.totals} />}
          <div className="grid gap-2 sm:w-56">
            <Label htmlFor={filterId}>Status das parcelas</Label>
            <Select value={filter} onValueChange={(value) => setFilter(value as StatusFilter)}>
              <SelectTrigger id={filterId}>
                <SelectValue>{statusFilters.find((option) => option.value === filter)?.label}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {statusFilters.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <EnrollmentInstalments enrollment={data} instalments={instalments} isLoading={finance.isPending} />
        </>
      )}
    </div>
  );
}
