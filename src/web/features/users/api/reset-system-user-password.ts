import { systemUserSchema, type ResetPasswordData, type SystemUser } from '@domain/users';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SYSTEM_USERS_PATH } from './get-system-users';

export interface ResetSystemUserPasswordVariables {
  id: number;
  data: ResetPasswordData;
}

/** PATCH /api/system-users/:id/reset-password: the user's sessions end (409 for a cliente). */
export const resetSystemUserPassword = ({ id, data }: ResetSystemUserPasswordVariables) =>
  api.patch<typeof systemUserSchema>(`${SYSTEM_USERS_PATH}/${id}/reset-password`, data);

export const useResetSystemUserPassword = (options?: MutationOptions<SystemUser, ResetSystemUserPasswordVariables>) =>
  useApiMutation(resetSystemUserPassword, { refresh: [SYSTEM_USERS_PATH] }, options);
