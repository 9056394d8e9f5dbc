import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { SystemUser } from '@domain/users';
import { api } from '@web/lib/api';
import { systemUsersQueryKey } from './get-system-users';

export type SystemUserStatusAction = 'inactivate' | 'reactivate';

export interface SetSystemUserStatusVariables {
  id: number;
  action: SystemUserStatusAction;
}

/** PATCH /api/system-users/:id/inactivate (409 for oneself and the last administrador) or /reactivate. */
export function setSystemUserStatus({ id, action }: SetSystemUserStatusVariables): Promise<SystemUser> {
  return api.patch<SystemUser>(`/api/system-users/${id}/${action}`);
}

type Options = Omit<UseMutationOptions<SystemUser, Error, SetSystemUserStatusVariables>, 'mutationFn'>;

export function useSetSystemUserStatus({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setSystemUserStatus,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: systemUsersQueryKey });
      await onSuccess?.(...args);
    },
  });
}
