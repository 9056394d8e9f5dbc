import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consent } from '@domain/privacy';
import { api } from '@web/lib/api';

/** GET /api/privacy/athletes/:id/consents (staff): the athlete's consents and its guardian's account consents. */
export function getAthleteConsents(athleteId: number): Promise<Consent[]> {
  return api.get<Consent[]>(`/api/privacy/athletes/${athleteId}/consents`);
}

export function getAthleteConsentsQueryOptions(athleteId: number) {
  return queryOptions({ queryKey: [`/api/privacy/athletes/${athleteId}/consents`], queryFn: () => getAthleteConsents(athleteId) });
}

export function useAthleteConsents(athleteId: number) {
  return useQuery(getAthleteConsentsQueryOptions(athleteId));
}
