import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyFamily } from '@domain/families';
import { api } from '@web/lib/api';

/** Minha família; a contact change or an access request refreshes it. */
export const myFamilyQueryKey = ['/api/family'] as const;

/** GET /api/family (cliente): the linked children with contact data and guardians, and the family's access requests. */
export function getMyFamily(): Promise<MyFamily> {
  return api.get<MyFamily>('/api/family');
}

export function getMyFamilyQueryOptions() {
  return queryOptions({ queryKey: myFamilyQueryKey, queryFn: getMyFamily });
}

export function useMyFamily() {
  return useQuery(getMyFamilyQueryOptions());
}
