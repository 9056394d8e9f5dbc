import { queryOptions, useQuery } from '@tanstack/react-query';
import { familyHomeSchema } from '@domain/families';
import { api } from '@web/lib/api';

/** The family Início; accepting an invitation refreshes it. */
export const FAMILY_HOME_PATH = '/api/family/home';

/** GET /api/family/home (cliente): one card per child linked to the account. */
export const getFamilyHome = () => api.get<typeof familyHomeSchema>(FAMILY_HOME_PATH);

export function getFamilyHomeQueryOptions() {
  return queryOptions({ queryKey: [FAMILY_HOME_PATH], queryFn: getFamilyHome });
}

export function useFamilyHome() {
  return useQuery(getFamilyHomeQueryOptions());
}
