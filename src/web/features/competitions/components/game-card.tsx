import { ClipboardListIcon, MapPinIcon, PencilIcon, TrashIcon, TrophyIcon } from 'lucide-react';
import { Link } from 'react-router';
import { gameNatureLabels, type Game } from '@domain/competitions';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';
import { gameScore, gameSides } from '../format';
import { GameDateTime, GameStage } from './game-facts';
import { GameStatusBadge } from './status-badges';

export interface GameCardProps {
  game: Game;
  /** administrador and professor: Editar and Excluir. */
  canModify: boolean;
  onEdit: (game: Game) => void;
  onDelete: (game: Game) => void;
}

/** Spec 2 §2.15: location, status, date, time, address, nature and the score once both sides have one. */
export function GameCard({ game, canModify, onEdit, onDelete }: GameCardProps) {
  const sides = gameSides(game);
  const score = gameScore(game);
  const title = `${sides.casa} x ${sides.visitante}`;
  return (
    <Card className="w-full gap-4">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="text-lg leading-snug">{game.local}</CardTitle>
          <GameStatusBadge status={game.status} />
        </div>
        <p className="text-sm text-muted-foreground">{title}</p>
        {game.championship && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <TrophyIcon className="size-4 shrink-0" aria-hidden="true" />
            <span>
              <GameStage game={game} championship={game.championship.nome} />
            </span>
          </p>
        )}
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2 text-sm">
        {score && (
          <p className="rounded-md bg-muted py-2 text-center">
            <span className="sr-only">Placar: </span>
            <span className="text-2xl font-bold tabular-nums">{score}</span>
          </p>
        )}
        <p className="flex items-center gap-4">
          <GameDateTime dataHora={game.dataHora} />
        </p>
        {game.endereco && (
          <p className="flex items-start gap-1.5">
            <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="break-words">{game.endereco}</span>
          </p>
        )}
        <p>
          <span className="text-muted-foreground">Natureza: </span>
          {gameNatureLabels[game.natureza]}
        </p>
      </CardContent>
      <CardFooter className="justify-between gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.game(game.id)}>
            <ClipboardListIcon aria-hidden="true" />
            Súmula<span className="sr-only"> de {title}</span>
          </Link>
        </Button>
        {canModify && (
          <div className="flex gap-1">
            <IconButton label="Editar" icon={<PencilIcon />} onClick={() => onEdit(game)} />
            <IconButton label="Excluir" icon={<TrashIcon />} className="text-destructive hover:text-destructive" onClick={() => onDelete(game)} />
          </div>
        )}
      </CardFooter>
    </Card>
  );
}
