import { MapPinIcon } from 'lucide-react';
import { gameNatureLabels, type GameData, type GameDetail } from '@domain/competitions';
import { AlertNotice } from '@web/components/alert-notice';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useUpdateGame } from '../api/update-game';
import { gameScore, gameSides } from '../format';
import { GameDateTime, GameStage } from './game-facts';
import { GameStatusBadge } from './status-badges';

/** The game as its form would send it, with the score of its goals; null when a team was deleted (the form must fix it). */
function withGoalScore(game: GameDetail): GameData | null {
  if (game.homeTeamId === null || game.awayTeamId === null) return null;
  return {
    championshipId: game.championshipId,
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    homeTeamExternal: game.homeTeamExternal,
    dataHora: game.dataHora,
    local: game.local,
    endereco: game.endereco,
    natureza: game.natureza,
    fase: game.fase,
    rodada: game.rodada,
    placarCasa: game.gols.casa,
    placarVisitante: game.gols.visitante,
    status: game.status,
    arbitro: game.arbitro,
    tecnicoResponsavel: game.tecnicoResponsavel,
    observacoes: game.observacoes,
  };
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

/** The sheet's header card: both sides and the score, when and where, and who referees. */
export function GameScoreboard({ game, canModify }: { game: GameDetail; canModify: boolean }) {
  const sides = gameSides(game);
  const score = gameScore(game);
  const goals = `${game.gols.casa} x ${game.gols.visitante}`;
  const applyGoals = useUpdateGame(actionToasts(() => ({ success: 'O placar agora acompanha os gols registrados.', failure: 'Erro ao atualizar jogo' })));
  const goalScoreData = withGoalScore(game);

  return (
    <Card className="gap-4">
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            <GameStage game={game} championship={game.championship ? game.championship.nome : 'Jogo avulso'} />
          </p>
          <GameStatusBadge status={game.status} />
        </div>

        <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground uppercase">Casa</p>
            <p className="text-base font-semibold break-words sm:text-xl">{sides.casa}</p>
          </div>
          <p className="rounded-md bg-muted px-3 py-2 text-3xl font-bold tabular-nums sm:px-5 sm:text-4xl" aria-live="polite">
            <span className="sr-only">Placar: </span>
            {score ?? <span className="text-lg font-medium text-muted-foreground">sem placar</span>}
          </p>
          <div className="min-w-0">
            <p className="text-xs font-medium text-muted-foreground uppercase">Visitante</p>
            <p className="text-base font-semibold break-words sm:text-xl">{sides.visitante}</p>
          </div>
        </div>

        {!game.placarSegueGols && (
          <div className="grid gap-2">
            <AlertNotice role="status">
              O placar foi definido manualmente e não acompanha os gols registrados na súmula ({goals}).
            </AlertNotice>
            {canModify && goalScoreData && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                disabled={applyGoals.isPending}
                onClick={() => applyGoals.mutate({ id: game.id, data: goalScoreData })}
              >
                Usar placar dos gols ({goals})
              </Button>
            )}
          </div>
        )}

        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <GameDateTime dataHora={game.dataHora} />
          <span className="flex items-start gap-1.5">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              {game.local}
              {game.endereco && ` — ${game.endereco}`}
            </span>
          </span>
        </div>

        <dl className="grid gap-3 sm:grid-cols-3">
          <Detail label="Natureza" value={gameNatureLabels[game.natureza]} />
          <Detail label="Árbitro" value={game.arbitro} />
          <Detail label="Técnico responsável" value={game.tecnicoResponsavel} />
          <Detail label="Observações" value={game.observacoes} />
        </dl>
      </CardContent>
    </Card>
  );
}
