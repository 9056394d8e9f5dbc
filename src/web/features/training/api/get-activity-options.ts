import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { activityOptionSchema } from '@domain/training';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';
import { z } from 'zod';

export const ACTIVITY_OPTIONS_PATH = '/api/atividades';

/** GET /api/atividades: active plans by title for the program editor's picker, the program's own left out. */
export const getActivityOptions = (programaId: number, search: string) =>
  api.get(`${ACTIVITY_OPTIONS_PATH}?${toQueryString({ programaId, search })}`, z.array(activityOptionSchema));

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
