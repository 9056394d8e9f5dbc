import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Athlete } from '@domain/athletes';
import { api } from '@web/lib/api';
import { athletesQueryKey } from './get-athletes';

/** Query key of one athlete: its path, so the default query function could read it too. */
export const athleteQueryKey = (id: number) => [`/api/athletes/${id}`] as const;

/** GET /api/athletes/:id (404 'Atleta não encontrado' when missing or out of the caller's scope). */
export function getAthlete(id: number): Promise<Athlete> {
  return api.get<Athlete>(`/api/athletes/${id}`);
}

export function getAthleteQueryOptions(id: number) {
  return queryOptions({ queryKey: athleteQueryKey(id), queryFn: () => getAthlete(id) });
}

export function useAthlete(id: number) {
  return useQuery(getAthleteQueryOptions(id));
}

/**
 * After any write to an athlete: show the answer at once on its pages and re-fetch the lists
 * (the photo URL in them changes with the photo).
 */
export async function storeAthlete(queryClient: QueryClient, athlete: Athlete): Promise<void> {
  queryClient.setQueryData(athleteQueryKey(athlete.id), athlete);
  await queryClient.invalidateQueries({ queryKey: athletesQueryKey });
}
