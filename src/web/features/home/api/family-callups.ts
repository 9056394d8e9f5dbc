import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallupAnswerData, FamilyCallup, familyCallupSchema } from '@domain/callups';
import { api, type ListOf } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

export const FAMILY_CALLUPS_PATH = '/api/family/callups';

/** GET /api/family/callups (cliente): the children's call-ups for games from today on. */
export const getFamilyCallups = () => api.get<ListOf<typeof familyCallupSchema>>(FAMILY_CALLUPS_PATH);

export function getFamilyCallupsQueryOptions() {
  return queryOptions({ queryKey: [FAMILY_CALLUPS_PATH], queryFn: getFamilyCallups });
}

export function useFamilyCallups() {
  return useQuery(getFamilyCallupsQueryOptions());
}

export interface AnswerCallupVariables {
  id: number;
  data: CallupAnswerData;
}

/** PUT /api/family/callups/:id: vai or não vai, with a note (409 once the game started). */
export const answerCallup = ({ id, data }: AnswerCallupVariables) => api.put<typeof familyCallupSchema>(`${FAMILY_CALLUPS_PATH}/${id}`, data);

export const useAnswerCallup = (options?: MutationOptions<FamilyCallup, AnswerCallupVariables>) =>
  useApiMutation(answerCallup, { refresh: [FAMILY_CALLUPS_PATH] }, options);
