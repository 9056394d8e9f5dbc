import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentValueChange, TeamChange } from '@domain/enrollments';
import { api } from '@web/lib/api';

export function getTeamChanges(enrollmentId: number): Promise<TeamChange[]> {
  return api.get<TeamChange[]>(`/api/enrollments/${enrollmentId}/team-changes`);
}

export function getPaymentChanges(enrollmentId: number): Promise<PaymentValueChange[]> {
  return api.get<PaymentValueChange[]>(`/api/enrollments/${enrollmentId}/payment-changes`);
}

/** Spec 1 §7.2: the history is asked for only while its dialog is open (`enabled`). */
export function getTeamChangesQueryOptions(enrollmentId: number, enabled = true) {
  return queryOptions({
    queryKey: ['/api/enrollments', enrollmentId, 'team-changes'],
    queryFn: () => getTeamChanges(enrollmentId),
    enabled,
  });
}

export function getPaymentChangesQueryOptions(enrollmentId: number, enabled = true) {
  return queryOptions({
    queryKey: ['/api/enrollments', enrollmentId, 'payment-changes'],
    queryFn: () => getPaymentChanges(enrollmentId),
    enabled,
  });
}

export function useEnrollmentHistory(enrollmentId: number, enabled: boolean) {
  const teamChanges = useQuery(getTeamChangesQueryOptions(enrollmentId, enabled));
  const paymentChanges = useQuery(getPaymentChangesQueryOptions(enrollmentId, enabled));
  return { teamChanges, paymentChanges };
}
