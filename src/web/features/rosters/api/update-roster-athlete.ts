import { rosterAthleteSchema, type RosterAthlete, type RosterUpdate } from '@domain/rosters';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { MANAGED_TEAMS_PATH, managedTeamPath } from './get-managed-teams';

export interface UpdateRosterAthleteVariables {
  teamId: number;
  athleteId: number;
  data: RosterUpdate;
}

export const updateRosterAthlete = ({ teamId, athleteId, data }: UpdateRosterAthleteVariables) =>
  api.put<typeof rosterAthleteSchema>(`${managedTeamPath(teamId)}/athletes/${athleteId}`, data);

export const useUpdateRosterAthlete = (options?: MutationOptions<RosterAthlete, UpdateRosterAthleteVariables>) =>
  useApiMutation(updateRosterAthlete, { refresh: [MANAGED_TEAMS_PATH] }, options);
