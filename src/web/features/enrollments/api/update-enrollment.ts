import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Enrollment, EnrollmentEdit } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { invalidateEnrollmentViews } from './get-enrollments';

export interface UpdateEnrollmentVariables {
  id: number;
  data: EnrollmentEdit;
}

/** PATCH /api/enrollments/:id (administrador; 409 unless the enrolment is ativa). */
export function updateEnrollment({ id, data }: UpdateEnrollmentVariables): Promise<Enrollment> {
  return api.patch<Enrollment>(`/api/enrollments/${id}`, data);
}

type Options = Omit<UseMutationOptions<Enrollment, Error, UpdateEnrollmentVariables>, 'mutationFn'>;

export function useUpdateEnrollment({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateEnrollment,
    onSuccess: async (...args) => {
      await invalidateEnrollmentViews(queryClient);
      await onSuccess?.(...args);
    },
  });
}
