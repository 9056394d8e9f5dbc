import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { MANAGED_TEAMS_PATH, managedTeamPath } from './get-managed-teams';

export interface RemoveRosterAthleteVariables {
  teamId: number;
  athleteId: number;
}

/** The link goes; its history stays with the team. */
export const removeRosterAthlete = async ({ teamId, athleteId }: RemoveRosterAthleteVariables) => {
  await api.delete(`${managedTeamPath(teamId)}/athletes/${athleteId}`);
};

export const useRemoveRosterAthlete = (options?: MutationOptions<void, RemoveRosterAthleteVariables>) =>
  useApiMutation(removeRosterAthlete, { refresh: [MANAGED_TEAMS_PATH] }, options);
