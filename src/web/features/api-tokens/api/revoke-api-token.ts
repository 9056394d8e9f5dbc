import { apiTokenSchema, type ApiToken } from '@domain/api-tokens';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { API_TOKENS_PATH } from './get-api-tokens';

/** DELETE /api/api-tokens/:id: the token stops working at once, on every instance. */
export const revokeApiToken = (id: number) => api.delete<typeof apiTokenSchema>(`${API_TOKENS_PATH}/${id}`);

export const useRevokeApiToken = (options?: MutationOptions<ApiToken, number>) =>
  useApiMutation(revokeApiToken, { refresh: [API_TOKENS_PATH] }, options);
