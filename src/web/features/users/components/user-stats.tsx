import { roles } from '@domain/roles';
import type { SystemUser } from '@domain/users';
import { Skeleton } from '@web/components/ui/skeleton';
import { countUsers } from '../lib/filter-users';
import { rolePluralLabels } from '../lib/role-plurals';

/** The stat cards (spec 2 §2.14): counted over every account, whatever the filters. */
export function UserStats({ users }: { users: readonly SystemUser[] | undefined }) {
  const counts = users ? countUsers(users) : undefined;
  const cards = [
    { label: 'Total de Usuários', value: counts?.total },
    ...roles.map((tipo) => ({ label: rolePluralLabels[tipo], value: counts?.[tipo] })),
    { label: 'Ativos', value: counts?.ativos },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {cards.map(({ label, value }) => (
        <div key={label} className="rounded-lg border bg-card p-3 shadow-xs sm:p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums sm:text-2xl">{value ?? <Skeleton className="h-8 w-12" />}</dd>
        </div>
      ))}
    </dl>
  );
}
