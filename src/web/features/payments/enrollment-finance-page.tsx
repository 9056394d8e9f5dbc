import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, FileXIcon, Loader2Icon } from 'lucide-react';
import { enrollmentTypeLabels, type EnrollmentPayments } from '@domain/enrollments';
import { formatMoney } from '@domain/format';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ApiError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useEnrollmentFinance } from './api/get-enrollment-finance';
import { EnrollmentDunningSection, FamilyWhatsappButton } from './components/enrollment-dunning';
import { EnrollmentInstalments } from './components/enrollment-instalments';
import { FinanceSummaryCards } from './components/finance-summary-cards';

/** The route's :enrollmentId when it is a positive whole number, else null (no request: it cannot exist). */
function useEnrollmentId(): number | null {
  const { enrollmentId } = useParams();
  const value = Number(enrollmentId);
  return /^\d+$/.test(enrollmentId ?? '') && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** /financeiro/matricula/:enrollmentId (spec 1 §2.8): one enrolment's instalments, totals and payments. */
export function EnrollmentFinancePage() {
  const id = useEnrollmentId();
  return id === null ? <EnrollmentNotFound /> : <LoadEnrollmentFinance id={id} />;
}

function LoadEnrollmentFinance({ id }: { id: number }) {
  const finance = useEnrollmentFinance(id);
  if (finance.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2Icon className="size-5 animate-spin" aria-hidden="true" />
        Carregando dados financeiros...
      </div>
    );
  }
  if (finance.isError) {
    if (finance.error instanceof ApiError && (finance.error.status === 404 || finance.error.status === 400)) return <EnrollmentNotFound />;
    return (
      <div className="py-16 text-center">
        <ListError message="Não foi possível carregar os dados financeiros." onRetry={() => void finance.refetch()} />
      </div>
    );
  }
  return <EnrollmentFinance enrollment={finance.data} />;
}

function EnrollmentNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <FileXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Matrícula não encontrada</h1>
      <Button asChild variant="outline">
        <Link to={paths.athletes}>
          <ArrowLeftIcon aria-hidden="true" />
          Voltar para Atletas
        </Link>
      </Button>
    </div>
  );
}

function EnrollmentFinance({ enrollment }: { enrollment: EnrollmentPayments }) {
  return (
    <div className="space-y-6">
      <PageHeader
        title={enrollment.athlete.nomeCompleto}
        subtitle={`Matrícula #${enrollment.id}`}
        actions={
          <>
            <FamilyWhatsappButton enrollment={enrollment} />
            <Button asChild variant="outline">
              <Link to={paths.athleteEdit(enrollment.athlete.id)}>
                <ArrowLeftIcon aria-hidden="true" />
                Voltar
              </Link>
            </Button>
          </>
        }
      />

      <Card className="py-4">
        <CardContent className="px-4 sm:px-6">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 lg:grid-cols-4">
            <Detail label="Tipo de matrícula" value={enrollmentTypeLabels[enrollment.tipoMatricula]} />
            <Detail label="Turma" value={enrollment.team.nome} />
            <Detail label="Unidade" value={enrollment.team.unit.nome} />
            <Detail label="Mensalidade" value={formatMoney(enrollment.valorMensalidade)} />
          </dl>
        </CardContent>
      </Card>

      <FinanceSummaryCards totals={enrollment.totals} />

      <section aria-labelledby="parcelas-heading" className="space-y-3">
        <h2 id="parcelas-heading" className="text-lg font-semibold">
          Parcelas
        </h2>
        <EnrollmentInstalments enrollment={enrollment} />
      </section>

      <EnrollmentDunningSection enrollmentId={enrollment.id} />
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}
