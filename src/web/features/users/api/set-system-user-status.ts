import { systemUserSchema, type SystemUser } from '@domain/users';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SYSTEM_USERS_PATH } from './get-system-users';

export type SystemUserStatusAction = 'inactivate' | 'reactivate';

export interface SetSystemUserStatusVariables {
  id: number;
  action: SystemUserStatusAction;
}

/** PATCH /api/system-users/:id/inactivate (409 for oneself and the last administrador) or /reactivate. */
export const setSystemUserStatus = ({ id, action }: SetSystemUserStatusVariables) =>
  api.patch<typeof systemUserSchema>(`${SYSTEM_USERS_PATH}/${id}/${action}`);

export const useSetSystemUserStatus = (options?: MutationOptions<SystemUser, SetSystemUserStatusVariables>) =>
  useApiMutation(setSystemUserStatus, { refresh: [SYSTEM_USERS_PATH] }, options);
