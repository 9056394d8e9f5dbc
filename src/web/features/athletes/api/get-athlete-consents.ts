import { queryOptions, useQuery } from '@tanstack/react-query';
import { consentSchema } from '@domain/privacy';
import { api, type ListOf } from '@web/lib/api';

export const athleteConsentsPath = (athleteId: number) => `/api/privacy/athletes/${athleteId}/consents`;

/** GET /api/privacy/athletes/:id/consents (staff): the athlete's consents and its guardian's account consents. */
export const getAthleteConsents = (athleteId: number) => api.get<ListOf<typeof consentSchema>>(athleteConsentsPath(athleteId));

export function getAthleteConsentsQueryOptions(athleteId: number) {
  return queryOptions({ queryKey: [athleteConsentsPath(athleteId)], queryFn: () => getAthleteConsents(athleteId) });
}

export function useAthleteConsents(athleteId: number) {
  return useQuery(getAthleteConsentsQueryOptions(athleteId));
}
