import { externalTeamSchema, type ExternalTeam, type ExternalTeamData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { EXTERNAL_TEAMS_PATH } from './query-keys';

/** POST /api/external-teams (409 for a team already registered). */
export const createExternalTeam = (data: ExternalTeamData) => api.post<typeof externalTeamSchema>(EXTERNAL_TEAMS_PATH, data);

export const useCreateExternalTeam = (options?: MutationOptions<ExternalTeam, ExternalTeamData>) =>
  useApiMutation(createExternalTeam, { refresh: [EXTERNAL_TEAMS_PATH] }, options);
