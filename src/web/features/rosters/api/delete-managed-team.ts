import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { MANAGED_TEAMS_PATH, managedTeamPath } from './get-managed-teams';

/** The team's roster and history go with it. */
export const deleteManagedTeam = async (id: number) => {
  await api.delete(managedTeamPath(id));
};

export const useDeleteManagedTeam = (options?: MutationOptions<void, number>) =>
  useApiMutation(deleteManagedTeam, { refresh: [MANAGED_TEAMS_PATH] }, options);
