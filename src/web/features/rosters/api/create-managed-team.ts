import { managedTeamSchema, type ManagedTeam, type ManagedTeamData } from '@domain/rosters';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { MANAGED_TEAMS_PATH } from './get-managed-teams';

export const createManagedTeam = (data: ManagedTeamData) => api.post<typeof managedTeamSchema>(MANAGED_TEAMS_PATH, data);

export const useCreateManagedTeam = (options?: MutationOptions<ManagedTeam, ManagedTeamData>) =>
  useApiMutation(createManagedTeam, { refresh: [MANAGED_TEAMS_PATH] }, options);
