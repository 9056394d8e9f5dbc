import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AnonymizationResult } from '@domain/privacy';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';

/** POST /api/privacy/athletes/:id/anonymize (administrador; 409 unless the athlete is inactive). */
export function anonymizeAthlete(athleteId: number): Promise<AnonymizationResult> {
  return api.post<AnonymizationResult>(`/api/privacy/athletes/${athleteId}/anonymize`);
}

type Options = Omit<UseMutationOptions<AnonymizationResult, Error, number>, 'mutationFn'>;

export function useAnonymizeAthlete({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: anonymizeAthlete,
    onSuccess: async (...args) => {
      // The athlete's name changes everywhere: its pages, the lists, the enrolments and payments.
      await invalidatePaths(queryClient, '/api/athletes', '/api/enrollments', '/api/privacy/', '/api/search');
      await onSuccess?.(...args);
    },
  });
}
