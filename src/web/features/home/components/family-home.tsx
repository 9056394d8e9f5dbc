import { useDeferredValue, type ReactNode } from 'react';
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

/**
 * The family part of Início: a card per linked child, or how to get a child linked. What follows
 * on the screen (`children`: the news, the quick actions) comes once the cards are in, so the long
 * cards do not push it down the screen when they arrive (a layout shift).
 */
export function FamilyHome({ children: after }: { children?: ReactNode }) {
  const home = useFamilyHome();
  // The cards render in the background, in slices, instead of in one long task when the answer arrives.
  const data = useDeferredValue(home.data);
  if (home.isError) {
    return (
      <>
        <ListError message="Não foi possível carregar seus atletas." onRetry={() => void home.refetch()} />
        {after}
      </>
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label="Carregando seus atletas" className="space-y-4">
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (data.criancas.length === 0) {
    return (
      <>
        <NoLinkedChild
          action={
            <Button asChild>
              <Link to={paths.myFamily}>Solicitar acesso em Minha família</Link>
            </Button>
          }
        />
        {after}
      </>
    );
  }
  return (
    <>
      <div className="space-y-6">
        <PayAll children={data.criancas} />
        <FamilyCalendar children={data.criancas} />
        <CallupsCard />
        {data.criancas.map((child) => (
          <ChildCard key={child.id} child={child} />
        ))}
      </div>
      {after}
    </>
  );
}
