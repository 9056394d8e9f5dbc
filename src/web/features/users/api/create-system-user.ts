import { systemUserSchema, type SystemUser, type SystemUserData } from '@domain/users';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SYSTEM_USERS_PATH } from './get-system-users';

/** POST /api/system-users (409 when the email or the CPF is taken). */
export const createSystemUser = (data: SystemUserData) => api.post<typeof systemUserSchema>(SYSTEM_USERS_PATH, data);

export const useCreateSystemUser = (options?: MutationOptions<SystemUser, SystemUserData>) =>
  useApiMutation(createSystemUser, { refresh: [SYSTEM_USERS_PATH] }, options);
