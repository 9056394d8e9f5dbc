import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { programDetailSchema, type ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { PROGRAMS_PATH } from './get-programs';

/** GET /api/programas-treinamento/:id: the program with its activities in order. */
export const getProgram = (id: number) => api.get<typeof programDetailSchema>(`${PROGRAMS_PATH}/${id}`);

export function getProgramQueryOptions(id: number) {
  return queryOptions({ queryKey: [`${PROGRAMS_PATH}/${id}`], queryFn: () => getProgram(id) });
}

export function useProgram(id: number, enabled = true) {
  return useQuery({ ...getProgramQueryOptions(id), enabled });
}

/**
 * A program write answers the whole program: the editor shows that answer at once (order, total
 * time) while the grid and the picker are re-fetched.
 */
export const storeProgram = (client: QueryClient, program: ProgramDetail) =>
  client.setQueryData(getProgramQueryOptions(program.id).queryKey, program);
