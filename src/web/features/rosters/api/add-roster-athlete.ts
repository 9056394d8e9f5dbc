import { rosterAthleteSchema, type RosterAdd, type RosterAthlete } from '@domain/rosters';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { MANAGED_TEAMS_PATH, managedTeamPath } from './get-managed-teams';

export interface AddRosterAthleteVariables {
  teamId: number;
  data: RosterAdd;
}

/** 409 when the athlete is already in the team or the team is full. */
export const addRosterAthlete = ({ teamId, data }: AddRosterAthleteVariables) =>
  api.post<typeof rosterAthleteSchema>(`${managedTeamPath(teamId)}/athletes`, data);

export const useAddRosterAthlete = (options?: MutationOptions<RosterAthlete, AddRosterAthleteVariables>) =>
  useApiMutation(addRosterAthlete, { refresh: [MANAGED_TEAMS_PATH] }, options);
