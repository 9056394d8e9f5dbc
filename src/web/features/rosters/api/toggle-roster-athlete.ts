import { rosterAthleteSchema, type RosterAthlete } from '@domain/rosters';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { MANAGED_TEAMS_PATH, managedTeamPath } from './get-managed-teams';

export interface ToggleRosterAthleteVariables {
  teamId: number;
  athleteId: number;
  ativo: boolean;
}

/** Reactivating is refused (409) while the team is full. */
export const toggleRosterAthlete = ({ teamId, athleteId, ativo }: ToggleRosterAthleteVariables) =>
  api.put<typeof rosterAthleteSchema>(`${managedTeamPath(teamId)}/athletes/${athleteId}/toggle-status`, { ativo });

export const useToggleRosterAthlete = (options?: MutationOptions<RosterAthlete, ToggleRosterAthleteVariables>) =>
  useApiMutation(toggleRosterAthlete, { refresh: [MANAGED_TEAMS_PATH] }, options);
