import { schoolDateTime, type Game } from '@domain/competitions';
import { formatDate } from '@domain/format';

/** dd/MM/yyyy of a game's instant on the school's calendar (America/Sao_Paulo), whatever the browser's zone. */
export const formatGameDate = (instant: string) => formatDate(schoolDateTime(instant).date);

/** HH:mm of a game's instant on the school's clock. */
export const formatGameTime = (instant: string) => schoolDateTime(instant).time;

/** The sides' names as they line up: home first (the opponent when the school plays away). */
export function gameSides(game: Pick<Game, 'homeTeamExternal' | 'turma' | 'adversario'>) {
  const school = game.turma?.nome ?? 'Turma removida';
  const externalTeam = game.adversario?.nome ?? 'Adversário removido';
  return game.homeTeamExternal ? { casa: externalTeam, visitante: school } : { casa: school, visitante: externalTeam };
}

/** 'home x away', only when both scores are set (spec 2 §2.15). */
export function gameScore(game: Pick<Game, 'placarCasa' | 'placarVisitante'>): string | null {
  return game.placarCasa !== null && game.placarVisitante !== null ? `${game.placarCasa} x ${game.placarVisitante}` : null;
}
