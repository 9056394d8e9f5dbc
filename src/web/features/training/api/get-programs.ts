import { queryOptions, useQuery } from '@tanstack/react-query';
import { programSummarySchema } from '@domain/training';
import { api, type ListOf } from '@web/lib/api';
import { ACTIVITY_OPTIONS_PATH } from './get-activity-options';

/** Every programs key (the grid and each program) starts with it. */
export const PROGRAMS_PATH = '/api/programas-treinamento';

/** What a program write changes: the programs and the picker (which hides linked activities). */
export const PROGRAM_WRITE_REFRESH = [PROGRAMS_PATH, ACTIVITY_OPTIONS_PATH];

/** GET /api/programas-treinamento: every program by title, with its activity count and titles. */
export const getPrograms = () => api.get<ListOf<typeof programSummarySchema>>(PROGRAMS_PATH);

export function getProgramsQueryOptions() {
  return queryOptions({ queryKey: [PROGRAMS_PATH], queryFn: getPrograms });
}

export function usePrograms() {
  return useQuery(getProgramsQueryOptions());
}
