import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteGuardiansSchema } from '@domain/families';
import { api } from '@web/lib/api';
import { athletePath } from './get-athlete';

export const athleteGuardiansPath = (athleteId: number) => `${athletePath(athleteId)}/guardians`;

/** GET /api/athletes/:id/guardians (staff): linked family accounts, invitations and pending access requests. */
export const getAthleteGuardians = (athleteId: number) => api.get<typeof athleteGuardiansSchema>(athleteGuardiansPath(athleteId));

export function getAthleteGuardiansQueryOptions(athleteId: number) {
  return queryOptions({
    queryKey: [athleteGuardiansPath(athleteId)],
    queryFn: () => getAthleteGuardians(athleteId),
    // Invitations are accepted and requests made from elsewhere: a new visit shows where they stand.
    staleTime: 0,
  });
}

export function useAthleteGuardians(athleteId: number) {
  return useQuery(getAthleteGuardiansQueryOptions(athleteId));
}
