import { useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidatePaths, useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { athletePath } from './get-athlete';
import { athleteGuardiansPath } from './get-athlete-guardians';

export interface RemoveGuardianVariables {
  athleteId: number;
  userId: number;
}

/** DELETE /api/athletes/:id/guardians/:userId: the family account stops seeing the athlete on its next request. */
export const removeGuardian = ({ athleteId, userId }: RemoveGuardianVariables) =>
  api.delete(`${athletePath(athleteId)}/guardians/${userId}`);

export function useRemoveGuardian({ onError, ...options }: MutationOptions<unknown, RemoveGuardianVariables> = {}) {
  const client = useQueryClient();
  return useApiMutation(
    removeGuardian,
    { refresh: (_answer, { athleteId }) => [athleteGuardiansPath(athleteId)] },
    {
      ...options,
      // A 404 means the link was already gone: refresh on failure too.
      onError: async (...args) => {
        await invalidatePaths(client, athleteGuardiansPath(args[1].athleteId));
        await onError?.(...args);
      },
    },
  );
}
