import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AthleteEnrollment } from '@domain/enrollments';
import { api } from '@web/lib/api';

export const athleteEnrollmentsQueryKey = (athleteId: number) => [`/api/enrollments-with-payments/athlete/${athleteId}`] as const;

/** GET /api/enrollments-with-payments/athlete/:id: the athlete's enrolments with their instalment counts. */
export function getAthleteEnrollments(athleteId: number): Promise<AthleteEnrollment[]> {
  return api.get<AthleteEnrollment[]>(`/api/enrollments-with-payments/athlete/${athleteId}`);
}

export function getAthleteEnrollmentsQueryOptions(athleteId: number) {
  return queryOptions({ queryKey: athleteEnrollmentsQueryKey(athleteId), queryFn: () => getAthleteEnrollments(athleteId) });
}

export function useAthleteEnrollments(athleteId: number) {
  return useQuery(getAthleteEnrollmentsQueryOptions(athleteId));
}
