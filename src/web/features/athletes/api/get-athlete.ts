import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { athleteSchema, type Athlete } from '@domain/athletes';
import { api } from '@web/lib/api';
import { ATHLETES_PATH } from './get-athletes';

export const athletePath = (id: number) => `${ATHLETES_PATH}/${id}`;

/** GET /api/athletes/:id (404 'Atleta não encontrado' when missing or out of the caller's scope). */
export const getAthlete = (id: number) => api.get<typeof athleteSchema>(athletePath(id));

export function getAthleteQueryOptions(id: number) {
  return queryOptions({ queryKey: [athletePath(id)], queryFn: () => getAthlete(id) });
}

export function useAthlete(id: number) {
  return useQuery(getAthleteQueryOptions(id));
}

/** After any write to an athlete: its pages show the answer at once, before the lists (whose photo URL changes with the photo) are re-fetched. */
export const storeAthlete = (client: QueryClient, athlete: Athlete) => client.setQueryData(getAthleteQueryOptions(athlete.id).queryKey, athlete);
