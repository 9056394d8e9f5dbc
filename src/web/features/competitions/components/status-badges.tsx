import { championshipStatusLabels, gameStatusLabels, type ChampionshipStatus, type GameStatus } from '@domain/competitions';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

type Look = Pick<BadgeProps, 'variant' | 'className'>;

// The theme's primary is the same green as success, so "in progress" and "postponed" get their own colours.
const inProgress: Look = { variant: 'outline', className: 'border-transparent bg-sky-700 text-white' };
const postponed: Look = { variant: 'outline', className: 'border-amber-300 bg-amber-100 text-amber-900' };

const gameLooks: Record<GameStatus, Look> = {
  agendado: { variant: 'outline' },
  andamento: inProgress,
  finalizado: { variant: 'success' },
  cancelado: { variant: 'destructive' },
  adiado: postponed,
};

const championshipLooks: Record<ChampionshipStatus, Look> = {
  planejado: { variant: 'outline' },
  andamento: inProgress,
  finalizado: { variant: 'success' },
  cancelado: { variant: 'destructive' },
};

/** Every game status of spec 2 §4, each with its own look. */
export function GameStatusBadge({ status }: { status: GameStatus }) {
  return <Badge {...gameLooks[status]}>{gameStatusLabels[status]}</Badge>;
}

export function ChampionshipStatusBadge({ status }: { status: ChampionshipStatus }) {
  return <Badge {...championshipLooks[status]}>{championshipStatusLabels[status]}</Badge>;
}
