import { systemUserSchema, type SystemUser } from '@domain/users';
import { PENDING_COUNTS_PATH } from '@web/features/home';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SYSTEM_USERS_PATH } from './get-system-users';

export type SignupDecision = 'approve' | 'refuse';

export interface DecideSignupVariables {
  id: number;
  action: SignupDecision;
}

const DECIDED_PATHS = [SYSTEM_USERS_PATH, PENDING_COUNTS_PATH];

/** PATCH /api/system-users/:id/approve (the staff sign-up becomes an active account) or /refuse. */
export const decideSignup = ({ id, action }: DecideSignupVariables) =>
  api.patch<typeof systemUserSchema>(`${SYSTEM_USERS_PATH}/${id}/${action}`);

/** Also after a refusal by the server (decided meanwhile): the cards then show where it stands. */
export const useDecideSignup = (options?: MutationOptions<SystemUser, DecideSignupVariables>) =>
  useApiMutation(decideSignup, { refresh: DECIDED_PATHS }, options);
