import { queryOptions, useQuery } from '@tanstack/react-query';
import { athleteEnrollmentSchema } from '@domain/enrollments';
import { api, type ListOf } from '@web/lib/api';

export const athleteEnrollmentsPath = (athleteId: number) => `/api/enrollments-with-payments/athlete/${athleteId}`;

/** GET /api/enrollments-with-payments/athlete/:id: the athlete's enrolments with their instalment counts. */
export const getAthleteEnrollments = (athleteId: number) => api.get<ListOf<typeof athleteEnrollmentSchema>>(athleteEnrollmentsPath(athleteId));

export function getAthleteEnrollmentsQueryOptions(athleteId: number) {
  return queryOptions({ queryKey: [athleteEnrollmentsPath(athleteId)], queryFn: () => getAthleteEnrollments(athleteId) });
}

export function useAthleteEnrollments(athleteId: number) {
  return useQuery(getAthleteEnrollmentsQueryOptions(athleteId));
}
