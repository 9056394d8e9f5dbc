import { queryOptions, useQuery } from '@tanstack/react-query';
import { myFamilySchema } from '@domain/families';
import { api } from '@web/lib/api';

/** Minha família; as a prefix it also names the family Início. */
export const MY_FAMILY_PATH = '/api/family';

/** GET /api/family (cliente): the linked children with contact data and guardians, and the family's access requests. */
export const getMyFamily = () => api.get<typeof myFamilySchema>(MY_FAMILY_PATH);

export function getMyFamilyQueryOptions() {
  return queryOptions({ queryKey: [MY_FAMILY_PATH], queryFn: getMyFamily });
}

export function useMyFamily() {
  return useQuery(getMyFamilyQueryOptions());
}
