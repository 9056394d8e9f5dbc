import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { SystemUser } from '@domain/users';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { systemUsersQueryKey } from './get-system-users';

export type SignupDecision = 'approve' | 'refuse';

export interface DecideSignupVariables {
  id: number;
  action: SignupDecision;
}

/** PATCH /api/system-users/:id/approve (the staff sign-up becomes an active account) or /refuse. */
export function decideSignup({ id, action }: DecideSignupVariables): Promise<SystemUser> {
  return api.patch<SystemUser>(`/api/system-users/${id}/${action}`);
}

type Options = Omit<UseMutationOptions<SystemUser, Error, DecideSignupVariables>, 'mutationFn'>;

export function useDecideSignup({ onSettled, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: decideSignup,
    // Also after a refusal by the server (decided meanwhile): the cards then show where it stands.
    onSettled: async (...args) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: systemUsersQueryKey }), invalidatePaths(queryClient, '/api/pending-counts')]);
      await onSettled?.(...args);
    },
  });
}
