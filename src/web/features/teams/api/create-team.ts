import { teamSchema, type Team, type TeamData } from '@domain/teams';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { TEAMS_PATH } from './get-teams';

/** diasSemana goes as a list; the API also takes it as JSON text (spec 1 §7.2) and stores it so. */
export const createTeam = (data: TeamData) => api.post<typeof teamSchema>(TEAMS_PATH, data);

export const useCreateTeam = (options?: MutationOptions<Team, TeamData>) => useApiMutation(createTeam, { refresh: [TEAMS_PATH] }, options);
