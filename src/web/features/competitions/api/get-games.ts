import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { gamePageSchema, type GameStatus } from '@domain/competitions';
import { api } from '@web/lib/api';
import { GAMES_PATH } from './query-keys';
import { toQueryString } from '@web/lib/query-string';

export interface GameListFilters {
  busca?: string;
  status?: GameStatus;
  championshipId?: number;
  page: number;
  pageSize: number;
}

/** GET /api/games: one page of game cards, searched and filtered by the server. */
export const getGames = (filters: GameListFilters) => api.get<typeof gamePageSchema>(`${GAMES_PATH}?${toQueryString(filters)}`);

export function getGamesQueryOptions(filters: GameListFilters) {
  return queryOptions({ queryKey: [GAMES_PATH, filters], queryFn: () => getGames(filters), placeholderData: keepPreviousData });
}

export function useGames(filters: GameListFilters) {
  return useQuery(getGamesQueryOptions(filters));
}
