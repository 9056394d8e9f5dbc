import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Enrollment, EnrollmentData } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { invalidateEnrollmentViews } from './get-enrollments';

/** POST /api/enrollments (administrador, professor): the instalments are generated with it. */
export function createEnrollment(data: EnrollmentData): Promise<Enrollment> {
  return api.post<Enrollment>('/api/enrollments', data);
}

type Options = Omit<UseMutationOptions<Enrollment, Error, EnrollmentData>, 'mutationFn'>;

export function useCreateEnrollment({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createEnrollment,
    onSuccess: async (...args) => {
      await invalidateEnrollmentViews(queryClient);
      await onSuccess?.(...args);
    },
  });
}
