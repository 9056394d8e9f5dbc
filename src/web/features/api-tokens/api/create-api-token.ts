import { createdApiTokenSchema, type ApiTokenData, type CreatedApiToken } from '@domain/api-tokens';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { API_TOKENS_PATH } from './get-api-tokens';

/** POST /api/api-tokens: the answer is the only place the token's text ever appears (409 past the limit). */
export const createApiToken = (data: ApiTokenData) => api.post<typeof createdApiTokenSchema>(API_TOKENS_PATH, data);

export const useCreateApiToken = (options?: MutationOptions<CreatedApiToken, ApiTokenData>) =>
  useApiMutation(createApiToken, { refresh: [API_TOKENS_PATH] }, options);
