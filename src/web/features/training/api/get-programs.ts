import { queryOptions, useQuery } from '@tanstack/react-query';
import { programSummarySchema } from '@domain/training';
import { api } from '@web/lib/api';
import { z } from 'zod';
import { ACTIVITY_OPTIONS_PATH } from './get-activity-options';

/** Every programs key (the grid and each program) starts with it. */
export const PROGRAMS_PATH = '/api/programas-treinamento';

/** What a program write changes: the programs and the picker (which hides linked activities). */
export const PROGRAM_WRITE_REFRESH = [PROGRAMS_PATH, ACTIVITY_OPTIONS_PATH];

/** GET /api/programas-treinamento: every program by title, with its activity count and titles. */
export const getPrograms = () => api.get(PROGRAMS_PATH, z.array(programSummarySchema));

export function getProgramsQueryOptions() {
  return queryOptions({ queryKey: [PROGRAMS_PATH], queryFn: getPrograms });
}

export function usePrograms() {
  return useQuery(getProgramsQueryOptions());
}
