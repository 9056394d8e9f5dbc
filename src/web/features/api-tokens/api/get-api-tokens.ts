import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiTokenSchema } from '@domain/api-tokens';
import { api, type ListOf } from '@web/lib/api';

export const API_TOKENS_PATH = '/api/api-tokens';

/** The signed-in administrador's own tokens, revoked ones included, newest first. */
export const getApiTokens = () => api.get<ListOf<typeof apiTokenSchema>>(API_TOKENS_PATH);

export function getApiTokensQueryOptions() {
  return queryOptions({ queryKey: [API_TOKENS_PATH], queryFn: getApiTokens });
}

export function useApiTokens() {
  return useQuery(getApiTokensQueryOptions());
}
