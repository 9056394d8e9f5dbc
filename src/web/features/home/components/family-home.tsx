import { Link } from 'react-router';
import { ListError } from '@web/components/data-table';
import { NoLinkedChild } from '@web/components/no-linked-child';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { useFamilyHome } from '../api/get-family-home';
import { CallupsCard } from './callups-card';
import { ChildCard } from './child-card';
import { FamilyCalendar } from './family-calendar';
import { PayAll } from './pay-all';

/** The family part of Início: a card per linked child, or how to get a child linked. */
export function FamilyHome() {
  const home = useFamilyHome();
  if (home.isPending) {
    return (
      <div role="status" aria-label="Carregando seus atletas" className="space-y-4">
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (home.isError) return <ListError message="Não foi possível carregar seus atletas." onRetry={() => void home.refetch()} />;
  if (home.data.criancas.length === 0) {
    return (
      <NoLinkedChild
        action={
          <Button asChild>
            <Link to={paths.myFamily}>Solicitar acesso em Minha família</Link>
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-6">
      <PayAll children={home.data.criancas} />
      <FamilyCalendar children={home.data.criancas} />
      <CallupsCard />
      {home.data.criancas.map((child) => (
        <ChildCard key={child.id} child={child} />
      ))}
    </div>
  );
}
