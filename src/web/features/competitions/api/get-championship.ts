import { useQuery } from '@tanstack/react-query';
import { championshipSchema } from '@domain/competitions';
import { api } from '@web/lib/api';
import { CHAMPIONSHIPS_PATH } from './query-keys';

/** GET /api/championships/:id, for a championship the address names that the page on screen does not hold. */
export function useChampionship(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [`${CHAMPIONSHIPS_PATH}/${id}`],
    queryFn: () => api.get<typeof championshipSchema>(`${CHAMPIONSHIPS_PATH}/${id}`),
    enabled: enabled && id !== undefined,
  });
}
