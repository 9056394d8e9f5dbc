import { Loader2Icon } from 'lucide-react';
import { SCHOOL_TIME_ZONE, zonedDateTime } from '@domain/dates';
import { dayMonthBR } from '@domain/format';
import { positionLabel, rosterActionLabels, type RosterAction, type RosterHistoryEntry } from '@domain/rosters';
import { ListError } from '@web/components/data-table';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useRosterHistory } from '../api/get-roster-history';

/** dd/MM HH:mm on the school's clock (spec 2 §9), wherever the browser is. */
function formatDayAndTime(iso: string) {
  const { date, time } = zonedDateTime(iso, SCHOOL_TIME_ZONE);
  return `${dayMonthBR(date)} ${time}`;
}

const actionBadge: Record<RosterAction, string> = {
  adicionado: 'border-transparent bg-success text-success-foreground',
  removido: 'border-transparent bg-destructive text-destructive-foreground',
  alterado: 'border-transparent bg-blue-700 text-white',
};

/** What the entry's columns say beyond its notes: the position it came in with or changed to. */
function positionChange(entry: RosterHistoryEntry) {
  if (entry.acao === 'adicionado' && entry.posicaoNova) return `Posição: ${positionLabel(entry.posicaoNova)}`;
  if (entry.acao === 'alterado' && (entry.posicaoAnterior || entry.posicaoNova)) {
    const from = entry.posicaoAnterior ? positionLabel(entry.posicaoAnterior) : 'Sem posição';
    const to = entry.posicaoNova ? positionLabel(entry.posicaoNova) : 'Sem posição';
    return `Posição: ${from} → ${to}`;
  }
  return null;
}

/** The right column of the team detail (spec 2 §2.18): newest change first, more on request. */
export function RosterHistory({ teamId }: { teamId: number }) {
  const history = useRosterHistory(teamId);
  const entries = history.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card className="gap-4">
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">Histórico de Alterações</h2>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div role="status" aria-label="Carregando histórico" className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : history.isError ? (
          <ListError message="Não foi possível carregar o histórico." onRetry={() => void history.refetch()} />
        ) : entries.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">Nenhum histórico disponível</p>
        ) : (
          // Focusable so keyboard users can scroll it (the entries hold no focusable element).
          <div tabIndex={0} role="region" aria-label="Histórico de alterações da equipe" className="max-h-[32rem] overflow-y-auto pr-1">
            <ol className="divide-y">
              {entries.map((entry) => {
                const change = positionChange(entry);
                return (
                  <li key={entry.id} className="space-y-1 py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{entry.athlete?.nomeCompleto ?? 'Atleta não encontrado'}</span>
                      <Badge className={actionBadge[entry.acao]}>{rosterActionLabels[entry.acao] ?? entry.acao}</Badge>
                      <time dateTime={entry.dataAcao} className="ml-auto text-xs text-muted-foreground">
                        {formatDayAndTime(entry.dataAcao)}
                      </time>
                    </div>
                    {change && <p className="text-sm">{change}</p>}
                    {entry.observacoes && <p className="text-sm text-muted-foreground break-words">{entry.observacoes}</p>}
                    {entry.usuario && <p className="text-xs text-muted-foreground">por {entry.usuario.nome}</p>}
                  </li>
                );
              })}
            </ol>
            {history.hasNextPage && (
              <Button variant="outline" size="sm" className="mt-2 w-full" disabled={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
                {history.isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Carregar mais
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
