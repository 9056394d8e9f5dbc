import { apiTokenSchema, type ApiToken } from '@domain/api-tokens';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { API_TOKENS_PATH } from './get-api-tokens';
import { SCHOOL_API_TOKENS_PATH } from './get-school-api-tokens';

/** Which token to revoke: one's own (DELETE /api/api-tokens/:id) or any of the school's (…/school/:id). */
export interface RevokeTarget {
  id: number;
  ofSchool: boolean;
}

/** The token stops working at once, on every instance; both lists are read again. */
export const revokeApiToken = ({ id, ofSchool }: RevokeTarget) =>
  api.delete<typeof apiTokenSchema>(`${ofSchool ? SCHOOL_API_TOKENS_PATH : API_TOKENS_PATH}/${id}`);

export const useRevokeApiToken = (options?: MutationOptions<ApiToken, RevokeTarget>) =>
  useApiMutation(revokeApiToken, { refresh: [API_TOKENS_PATH] }, options);
