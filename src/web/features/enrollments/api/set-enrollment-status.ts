import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Enrollment, EnrollmentDeactivation, EnrollmentReactivation } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { invalidateEnrollmentViews } from './get-enrollments';

export type EnrollmentStatusAction = 'deactivate' | 'reactivate';

export interface SetEnrollmentStatusVariables {
  id: number;
  action: EnrollmentStatusAction;
}

/**
 * PATCH /api/enrollments/:id/deactivate (cancels its open instalments not yet due) or /reactivate
 * (reopens them); answers the enrolment as it now stands.
 */
export async function setEnrollmentStatus({ id, action }: SetEnrollmentStatusVariables): Promise<Enrollment> {
  const result = await api.patch<EnrollmentDeactivation | EnrollmentReactivation>(`/api/enrollments/${id}/${action}`);
  return result.enrollment;
}

type Options = Omit<UseMutationOptions<Enrollment, Error, SetEnrollmentStatusVariables>, 'mutationFn'>;

export function useSetEnrollmentStatus({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setEnrollmentStatus,
    onSuccess: async (...args) => {
      await invalidateEnrollmentViews(queryClient);
      await onSuccess?.(...args);
    },
  });
}
