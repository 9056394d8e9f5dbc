import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { lineupCandidatesSchema } from '@domain/competitions';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';
import { gamePath } from './query-keys';

/** GET /api/games/:id/lineup/candidates: the turma's athletes first, then its category's, then the rest. */
export const getLineupCandidates = (gameId: number, busca: string | undefined) =>
  api.get<typeof lineupCandidatesSchema>(`${gamePath(gameId)}/lineup/candidates?${toQueryString({ busca })}`);

export function getLineupCandidatesQueryOptions(gameId: number, busca: string | undefined) {
  return queryOptions({
    queryKey: [`${gamePath(gameId)}/lineup/candidates`, { busca }],
    queryFn: () => getLineupCandidates(gameId, busca),
    // The list stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });
}

export function useLineupCandidates(gameId: number, busca: string | undefined) {
  return useQuery(getLineupCandidatesQueryOptions(gameId, busca));
}
