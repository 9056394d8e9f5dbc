import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ListError } from '@web/components/data-table';
import { DetailSections } from '@web/components/details-dialog';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { canOpen } from '@web/lib/screen-access';
import { useSession } from '@web/lib/session';
import { positiveInt } from '@web/lib/use-list-params';
import { usePlan } from './api/get-plan';
import { planSections } from './components/plan-details-dialog';
import { SubActivityList } from './components/sub-activity-list';

/** Back to where plans are listed for this role: Atividades for staff, the plans page for everyone else. */
function BackLink({ standalone = false }: { standalone?: boolean }) {
  const { user } = useSession();
  const toActivities = canOpen('activities', user?.tipo);
  return (
    <Button variant={standalone ? 'default' : 'ghost'} size={standalone ? 'default' : 'sm'} className={standalone ? undefined : '-ml-2'} asChild>
      <Link to={toActivities ? paths.activities : paths.plansBrowse}>
        <ArrowLeftIcon aria-hidden="true" />
        {toActivities ? 'Voltar às Atividades' : 'Voltar aos Planos'}
      </Link>
    </Button>
  );
}

/**
 * A training plan on a page of its own (spec 2 §2.1, /planos-treino/{id}): the link a coach shares,
 * and where a card of the plans page leads. Read-only; what it shows is the view dialog's (§2.9).
 */
export function PlanPage() {
  const id = positiveInt(useParams().id ?? null);
  const plan = usePlan(id ?? null);

  // 404: no such plan, or one the caller may not see (a family sees active plans only); 400: an id out of range.
  if (id === undefined || (plan.error instanceof ApiError && (plan.error.status === 404 || plan.error.status === 400))) return <PlanNotFound />;
  if (plan.isError && !plan.data) {
    return (
      <>
        <BackLink />
        <PageHeader title="Plano de Treino" />
        <div className="rounded-lg border bg-card p-6 text-center">
          <ListError message="Não foi possível carregar o plano de treino." onRetry={() => void plan.refetch()} />
        </div>
      </>
    );
  }
  if (!plan.data) {
    return (
      <>
        <BackLink />
        <PageHeader title="Plano de Treino" />
        <div role="status" aria-label="Carregando plano de treino">
          <Skeleton className="h-96 w-full rounded-lg" />
        </div>
      </>
    );
  }
  return (
    <>
      <BackLink />
      <PageHeader title={plan.data.titulo} subtitle="Plano de treino" />
      <div className="rounded-lg border bg-card p-4 sm:p-6">
        <DetailSections headingLevel="h2" sections={planSections(plan.data, <SubActivityList atividades={plan.data.atividades} />)} />
      </div>
    </>
  );
}

function PlanNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border bg-card px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">Plano de treino não encontrado</h1>
      <p className="text-muted-foreground">O plano de treino solicitado não existe ou foi removido.</p>
      <BackLink standalone />
    </div>
  );
}
