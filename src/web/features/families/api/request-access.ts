import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accessRequestInputSchema } from '@domain/families';
import { api } from '@web/lib/api';
import { myFamilyQueryKey } from './get-my-family';

export type AccessRequestData = z.output<typeof accessRequestInputSchema>;

/**
 * POST /api/family/access-requests (cliente): 202 with the same message whether or not the school
 * has such a child, so the answer never tells a stranger who studies there.
 */
export function requestAccess(data: AccessRequestData): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/family/access-requests', data);
}

type Options = Omit<UseMutationOptions<{ message: string }, Error, AccessRequestData>, 'mutationFn'>;

export function useRequestAccess({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: requestAccess,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: myFamilyQueryKey });
      await onSuccess?.(...args);
    },
  });
}
