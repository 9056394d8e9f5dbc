import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentValueChangeSchema, teamChangeSchema } from '@domain/enrollments';
import { api, type ListOf } from '@web/lib/api';
import { ENROLLMENTS_PATH } from './get-enrollments';

const teamChangesPath = (enrollmentId: number) => `${ENROLLMENTS_PATH}/${enrollmentId}/team-changes`;
const paymentChangesPath = (enrollmentId: number) => `${ENROLLMENTS_PATH}/${enrollmentId}/payment-changes`;

export const getTeamChanges = (enrollmentId: number) => api.get<ListOf<typeof teamChangeSchema>>(teamChangesPath(enrollmentId));

export const getPaymentChanges = (enrollmentId: number) => api.get<ListOf<typeof paymentValueChangeSchema>>(paymentChangesPath(enrollmentId));

/** Spec 1 §7.2: the history is asked for only while its dialog is open (`enabled`). */
export function getTeamChangesQueryOptions(enrollmentId: number, enabled = true) {
  return queryOptions({ queryKey: [teamChangesPath(enrollmentId)], queryFn: () => getTeamChanges(enrollmentId), enabled });
}

export function getPaymentChangesQueryOptions(enrollmentId: number, enabled = true) {
  return queryOptions({ queryKey: [paymentChangesPath(enrollmentId)], queryFn: () => getPaymentChanges(enrollmentId), enabled });
}

export function useEnrollmentHistory(enrollmentId: number, enabled: boolean) {
  const teamChanges = useQuery(getTeamChangesQueryOptions(enrollmentId, enabled));
  const paymentChanges = useQuery(getPaymentChangesQueryOptions(enrollmentId, enabled));
  return { teamChanges, paymentChanges };
}
