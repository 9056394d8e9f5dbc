import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { athletePath } from './get-athlete';
import { athleteGuardiansPath } from './get-athlete-guardians';

export interface RemoveGuardianVariables {
  athleteId: number;
  userId: number;
}

/** DELETE /api/athletes/:id/guardians/:userId: the family account stops seeing the athlete on its next request. */
export const removeGuardian = ({ athleteId, userId }: RemoveGuardianVariables) =>
  api.delete(`${athletePath(athleteId)}/guardians/${userId}`);

/** A 404 means the link was already gone: refreshed on failure too. */
export const useRemoveGuardian = (options?: MutationOptions<unknown, RemoveGuardianVariables>) =>
  useApiMutation(removeGuardian, { refresh: (_answer, { athleteId }) => [athleteGuardiansPath(athleteId)] }, options);
