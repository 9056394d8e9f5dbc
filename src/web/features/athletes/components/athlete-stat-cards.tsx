import type { ReactNode } from 'react';
import { UserCheckIcon, UsersIcon } from 'lucide-react';
import type { AthleteList } from '@domain/athletes';
import { formatCount } from '@domain/format';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';

/** The administrador's two cards (spec 1 §2.5): the whole school, whatever the filters. */
export function AthleteStatCards({ stats }: { stats: AthleteList['stats'] | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      <StatCard label="Total de Atletas" value={stats?.total} icon={<UsersIcon className="size-5" aria-hidden="true" />} />
      <StatCard label="Atletas Ativos" value={stats?.ativos} icon={<UserCheckIcon className="size-5" aria-hidden="true" />} />
    </div>
  );
}

function StatCard({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <Card className="py-4">
      <CardContent className="flex items-center justify-between gap-2 px-4 sm:px-6">
        <div className="space-y-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          {value === undefined ? <Skeleton className="h-8 w-16" /> : <p className="text-2xl font-bold tabular-nums">{formatCount(value)}</p>}
        </div>
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary sm:flex">{icon}</span>
      </CardContent>
    </Card>
  );
}
