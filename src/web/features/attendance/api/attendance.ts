import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  attendanceSettingsSchema,
  daySessionsSchema,
  rollSchema,
  trainingSessionSchema,
  type AttendanceSettings,
  type MarksInput,
  type TrainingSession,
} from '@domain/attendance';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

/** Every read of a team's sessions and rolls starts with its team path, so a write refreshes them. */
const sessionPath = (teamId: number, data: string) => `/api/teams/${teamId}/sessions/${data}`;
export const rollPath = (teamId: number, data: string) => `${sessionPath(teamId, data)}/attendance`;
const DAY_PATH = '/api/attendance/day';
const SETTINGS_PATH = '/api/attendance-settings';

export function useDaySessions(data: string, turmas: 'minhas' | 'outras') {
  return useQuery({ queryKey: [DAY_PATH, { data, turmas }], queryFn: () => api.get<typeof daySessionsSchema>(`${DAY_PATH}?${toQueryString({ data, turmas })}`) });
}

export const rollQueryOptions = (teamId: number, data: string) =>
  queryOptions({ queryKey: [rollPath(teamId, data)], queryFn: () => api.get<typeof rollSchema>(rollPath(teamId, data)) });

export function useRoll(teamId: number, data: string) {
  return useQuery(rollQueryOptions(teamId, data));
}

/** PUT of the marks the coach changed; the answer is the roll as now saved. */
export const saveMarks = (teamId: number, data: string, input: MarksInput) => api.put<typeof rollSchema>(rollPath(teamId, data), input);

interface SessionRef {
  teamId: number;
  data: string;
}

export const useCancelSession = (options?: MutationOptions<TrainingSession, SessionRef & { motivo: string }>) =>
  useApiMutation(
    ({ teamId, data, motivo }: SessionRef & { motivo: string }) => api.post<typeof trainingSessionSchema>(`${sessionPath(teamId, data)}/cancel`, { motivo }),
    { refresh: [DAY_PATH, '/api/teams/'] },
    options,
  );

export const useUncancelSession = (options?: MutationOptions<TrainingSession, SessionRef>) =>
  useApiMutation(({ teamId, data }: SessionRef) => api.delete<typeof trainingSessionSchema>(`${sessionPath(teamId, data)}/cancel`), { refresh: [DAY_PATH, '/api/teams/'] }, options);

export function useAttendanceSettings() {
  return useQuery({ queryKey: [SETTINGS_PATH], queryFn: () => api.get<typeof attendanceSettingsSchema>(SETTINGS_PATH) });
}

export const useSaveAttendanceSettings = (options?: MutationOptions<AttendanceSettings, AttendanceSettings>) =>
  useApiMutation((settings: AttendanceSettings) => api.put<typeof attendanceSettingsSchema>(SETTINGS_PATH, settings), { refresh: [SETTINGS_PATH] }, options);
