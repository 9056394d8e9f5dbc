import { queryOptions, useQuery } from '@tanstack/react-query';
import { schoolApiTokenSchema } from '@domain/api-tokens';
import { api, type ListOf } from '@web/lib/api';
import { API_TOKENS_PATH } from './get-api-tokens';

export const SCHOOL_API_TOKENS_PATH = `${API_TOKENS_PATH}/school`;

/** Every token of the school, whoever's it is, revoked ones included, newest first. */
export const getSchoolApiTokens = () => api.get<ListOf<typeof schoolApiTokenSchema>>(SCHOOL_API_TOKENS_PATH);

export function useSchoolApiTokens() {
  return useQuery(queryOptions({ queryKey: [SCHOOL_API_TOKENS_PATH], queryFn: getSchoolApiTokens }));
}
