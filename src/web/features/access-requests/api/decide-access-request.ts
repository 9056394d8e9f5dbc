import { accessRequestSchema, type AccessRequest } from '@domain/families';
import { athleteGuardiansPath } from '@web/features/athletes';
import { PENDING_COUNTS_PATH } from '@web/features/home';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { ACCESS_REQUESTS_PATH } from './get-access-requests';

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
export const decideAccessRequest = ({ id, action, athleteId }: DecideAccessRequestVariables) =>
  action === 'approve'
    ? api.post<typeof accessRequestSchema>(`${ACCESS_REQUESTS_PATH}/${id}/approve`, athleteId === undefined ? {} : { athleteId })
    : api.post<typeof accessRequestSchema>(`${ACCESS_REQUESTS_PATH}/${id}/refuse`);

/** The lists, the header bell and the "Responsáveis" of the athlete chosen or matched. */
const decidedPaths = ({ athleteId }: DecideAccessRequestVariables, request?: AccessRequest) => [
  ACCESS_REQUESTS_PATH,
  PENDING_COUNTS_PATH,
  ...[...new Set([athleteId, request?.atleta?.id])].flatMap((id) => (id === undefined ? [] : [athleteGuardiansPath(id)])),
];

/** Also after a 409: the list then shows the decision someone else took. */
export const useDecideAccessRequest = (options?: MutationOptions<AccessRequest, DecideAccessRequestVariables>) =>
  useApiMutation(decideAccessRequest, { refresh: (request, variables) => decidedPaths(variables, request) }, options);
