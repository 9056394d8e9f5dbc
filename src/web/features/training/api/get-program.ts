import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { programsPath } from './get-programs';

export const programQueryKey = (id: number) => [`${programsPath}/${id}`] as const;

/** GET /api/programas-treinamento/:id: the program with its activities in order. */
export function getProgram(id: number): Promise<ProgramDetail> {
  return api.get<ProgramDetail>(`${programsPath}/${id}`);
}

export function getProgramQueryOptions(id: number) {
  return queryOptions({ queryKey: programQueryKey(id), queryFn: () => getProgram(id) });
}

export function useProgram(id: number, enabled = true) {
  return useQuery({ ...getProgramQueryOptions(id), enabled });
}
