import { useQueryClient } from '@tanstack/react-query';
import { systemUserSchema, type SystemUser } from '@domain/users';
import { api } from '@web/lib/api';
import { invalidatePaths, useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SYSTEM_USERS_PATH } from './get-system-users';

export type SignupDecision = 'approve' | 'refuse';

export interface DecideSignupVariables {
  id: number;
  action: SignupDecision;
}

const DECIDED_PATHS = [SYSTEM_USERS_PATH, '/api/pending-counts'];

/** PATCH /api/system-users/:id/approve (the staff sign-up becomes an active account) or /refuse. */
export const decideSignup = ({ id, action }: DecideSignupVariables) =>
  api.patch<typeof systemUserSchema>(`${SYSTEM_USERS_PATH}/${id}/${action}`);

export function useDecideSignup({ onError, ...options }: MutationOptions<SystemUser, DecideSignupVariables> = {}) {
  const client = useQueryClient();
  return useApiMutation(
    decideSignup,
    { refresh: DECIDED_PATHS },
    {
      ...options,
      // Also after a refusal by the server (decided meanwhile): the cards then show where it stands.
      onError: async (...args) => {
        await onError?.(...args);
        await invalidatePaths(client, ...DECIDED_PATHS);
      },
    },
  );
}
