import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AthleteGuardians } from '@domain/families';
import { api } from '@web/lib/api';

export const athleteGuardiansQueryKey = (athleteId: number) => [`/api/athletes/${athleteId}/guardians`] as const;

/** GET /api/athletes/:id/guardians (staff): linked family accounts, invitations and pending access requests. */
export function getAthleteGuardians(athleteId: number): Promise<AthleteGuardians> {
  return api.get<AthleteGuardians>(`/api/athletes/${athleteId}/guardians`);
}

export function getAthleteGuardiansQueryOptions(athleteId: number) {
  return queryOptions({
    queryKey: athleteGuardiansQueryKey(athleteId),
    queryFn: () => getAthleteGuardians(athleteId),
    // Invitations are accepted and requests made from elsewhere: a new visit shows where they stand.
    staleTime: 0,
  });
}

export function useAthleteGuardians(athleteId: number) {
  return useQuery(getAthleteGuardiansQueryOptions(athleteId));
}
