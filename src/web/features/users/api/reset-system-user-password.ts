import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ResetPasswordData, SystemUser } from '@domain/users';
import { api } from '@web/lib/api';
import { systemUsersQueryKey } from './get-system-users';

export interface ResetSystemUserPasswordVariables {
  id: number;
  data: ResetPasswordData;
}

/** PATCH /api/system-users/:id/reset-password: the user's sessions end (409 for a cliente). */
export function resetSystemUserPassword({ id, data }: ResetSystemUserPasswordVariables): Promise<SystemUser> {
  return api.patch<SystemUser>(`/api/system-users/${id}/reset-password`, data);
}

type Options = Omit<UseMutationOptions<SystemUser, Error, ResetSystemUserPasswordVariables>, 'mutationFn'>;

export function useResetSystemUserPassword({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: resetSystemUserPassword,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: systemUsersQueryKey });
      await onSuccess?.(...args);
    },
  });
}
