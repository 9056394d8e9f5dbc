import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ageCategoryLabels } from '@domain/age';
import type { FamilyChild } from '@domain/families';
import { formatAge } from '@domain/format';
import { ChildHeader } from '@web/components/child-header';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { ChildAgenda } from './child-agenda';
import { ChildAttendance } from './child-attendance';
import { ChildFinance } from './child-finance';
import { ChildTeams } from './child-teams';

/** One linked child on the family Início: who, where and when they train, and what is owed. */
export function ChildCard({ child }: { child: FamilyChild }) {
  const headingId = `crianca-${child.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <ChildHeader headingId={headingId} nome={child.nomeCompleto} fotoUrl={child.fotoUrl}>
        {formatAge(child.idade)} · Categoria {ageCategoryLabels[child.categoria]}
      </ChildHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <ChildTeams teams={child.turmas} />
          <ChildAgenda childId={child.id} childName={child.nomeCompleto} events={child.agenda} />
        </div>
        <div className="space-y-6">
          <ChildAttendance childId={child.id} />
          <ChildFinance childName={child.nomeCompleto} open={child.parcelasAbertas} payments={child.ultimosPagamentos} />
        </div>
      </div>
      <Button asChild variant="outline" size="sm" className="w-full sm:w-auto">
        <Link to={paths.athlete(child.id)}>
          Ver ficha completa
          <span className="sr-only"> de {child.nomeCompleto}</span>
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </article>
  );
}
