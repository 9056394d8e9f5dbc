import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { consentSchema } from '@domain/privacy';
import { api } from '@web/lib/api';

export const athleteConsentsPath = (athleteId: number) => `/api/privacy/athletes/${athleteId}/consents`;

/** GET /api/privacy/athletes/:id/consents (staff): the athlete's consents and its guardian's account consents. */
export const getAthleteConsents = (athleteId: number) => api.get(athleteConsentsPath(athleteId), z.array(consentSchema));

export function getAthleteConsentsQueryOptions(athleteId: number) {
  return queryOptions({ queryKey: [athleteConsentsPath(athleteId)], queryFn: () => getAthleteConsents(athleteId) });
}

export function useAthleteConsents(athleteId: number) {
  return useQuery(getAthleteConsentsQueryOptions(athleteId));
}
