import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { activityOptionSchema } from '@domain/training';
import { api, type ListOf } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

export const ACTIVITY_OPTIONS_PATH = '/api/atividades';

/** GET /api/atividades: active plans by title for the program editor's picker, the program's own left out. */
export const getActivityOptions = (programaId: number, search: string) =>
  api.get<ListOf<typeof activityOptionSchema>>(`${ACTIVITY_OPTIONS_PATH}?${toQueryString({ programaId, search })}`);

/** Spec 2 §7: asked only while the picker is open. */
export function useActivityOptions(programaId: number, search: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [ACTIVITY_OPTIONS_PATH, { programaId, search }],
      queryFn: () => getActivityOptions(programaId, search),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}
