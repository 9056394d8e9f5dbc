import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityOption } from '@domain/training';
import { api } from '@web/lib/api';

/** GET /api/atividades: active plans by title for the program editor's picker, the program's own left out. */
export function getActivityOptions(programaId: number, search: string): Promise<ActivityOption[]> {
  const params = new URLSearchParams({ programaId: String(programaId) });
  if (search) params.set('search', search);
  return api.get<ActivityOption[]>(`/api/atividades?${params}`);
}

/** Spec 2 §7: asked only while the picker is open. */
export function useActivityOptions(programaId: number, search: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['/api/atividades', { programaId, search }],
      queryFn: () => getActivityOptions(programaId, search),
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
}
