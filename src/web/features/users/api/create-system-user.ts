import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { SystemUser, SystemUserData } from '@domain/users';
import { api } from '@web/lib/api';
import { systemUsersQueryKey } from './get-system-users';

/** POST /api/system-users (409 when the email or the CPF is taken). */
export function createSystemUser(data: SystemUserData): Promise<SystemUser> {
  return api.post<SystemUser>('/api/system-users', data);
}

type Options = Omit<UseMutationOptions<SystemUser, Error, SystemUserData>, 'mutationFn'>;

export function useCreateSystemUser({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createSystemUser,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: systemUsersQueryKey });
      await onSuccess?.(...args);
    },
  });
}
