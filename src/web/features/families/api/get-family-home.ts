import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FamilyHome } from '@domain/families';
import { api } from '@web/lib/api';

/** The family Início; accepting an invitation refreshes it. */
export const familyHomeQueryKey = ['/api/family/home'] as const;

/** GET /api/family/home (cliente): one card per child linked to the account. */
export function getFamilyHome(): Promise<FamilyHome> {
  return api.get<FamilyHome>('/api/family/home');
}

export function getFamilyHomeQueryOptions() {
  return queryOptions({ queryKey: familyHomeQueryKey, queryFn: getFamilyHome });
}

export function useFamilyHome() {
  return useQuery(getFamilyHomeQueryOptions());
}
