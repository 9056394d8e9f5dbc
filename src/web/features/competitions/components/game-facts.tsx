import { CalendarIcon, ClockIcon } from 'lucide-react';
import type { Game } from '@domain/competitions';
import { formatGameDate, formatGameTime } from '../format';

/** The game's date and its time on the school's calendar, each beside its icon. */
export function GameDateTime({ dataHora }: { dataHora: string }) {
  return (
    <>
      <span className="flex items-center gap-1.5">
        <CalendarIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        {formatGameDate(dataHora)}
      </span>
      <span className="flex items-center gap-1.5">
        <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        {formatGameTime(dataHora)}
      </span>
    </>
  );
}

/** Where the game stands: its championship (or what stands for it), then the phase and the round it has. */
export function GameStage({ game, championship }: { game: Pick<Game, 'fase' | 'rodada'>; championship: string }) {
  return (
    <>
      {championship}
      {game.fase && ` · ${game.fase}`}
      {game.rodada && ` · Rodada ${game.rodada}`}
    </>
  );
}
