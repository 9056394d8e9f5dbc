import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AccessRequest } from '@domain/families';
import { athleteGuardiansQueryKey } from '@web/features/athletes/api/get-athlete-guardians';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { accessRequestsQueryKey } from './get-access-requests';

export type AccessRequestDecision = 'approve' | 'refuse';

export interface DecideAccessRequestVariables {
  id: number;
  action: AccessRequestDecision;
  /** The athlete the staff member chose; required to approve a request that matched none. */
  athleteId?: number;
}

/**
 * POST /api/access-requests/:id/approve (links the family account to the athlete) or /refuse;
 * 409 when someone decided it meanwhile.
 */
export function decideAccessRequest({ id, action, athleteId }: DecideAccessRequestVariables): Promise<AccessRequest> {
  return action === 'approve'
    ? api.post<AccessRequest>(`/api/access-requests/${id}/approve`, athleteId === undefined ? {} : { athleteId })
    : api.post<AccessRequest>(`/api/access-requests/${id}/refuse`);
}

type Options = Omit<UseMutationOptions<AccessRequest, Error, DecideAccessRequestVariables>, 'mutationFn'>;

export function useDecideAccessRequest({ onSettled, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: decideAccessRequest,
    // Also after a 409: the list then shows the decision someone else took.
    onSettled: async (...args) => {
      const [request, , { athleteId }] = args;
      const athletes = new Set([athleteId, request?.atleta?.id].filter((id) => id !== undefined));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accessRequestsQueryKey }),
        invalidatePaths(queryClient, '/api/pending-counts'),
        ...[...athletes].map((id) => queryClient.invalidateQueries({ queryKey: athleteGuardiansQueryKey(id) })),
      ]);
      await onSettled?.(...args);
    },
  });
}
