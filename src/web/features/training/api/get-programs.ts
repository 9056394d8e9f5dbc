import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramSummary } from '@domain/training';
import { api } from '@web/lib/api';

/** Prefix of the programs keys (the grid and each program); program and plan writes invalidate it. */
export const programsPath = '/api/programas-treinamento';

/** GET /api/programas-treinamento: every program by title, with its activity count and titles. */
export function getPrograms(): Promise<ProgramSummary[]> {
  return api.get<ProgramSummary[]>(programsPath);
}

export function getProgramsQueryOptions() {
  return queryOptions({ queryKey: [programsPath], queryFn: getPrograms });
}

export function usePrograms() {
  return useQuery(getProgramsQueryOptions());
}
