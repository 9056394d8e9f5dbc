import { useQuery } from '@tanstack/react-query';
import type { unreachableFamiliesSchema } from '@domain/dunning';
import { api } from '@web/lib/api';

const UNREACHABLE_PATH = '/api/reminders/unreachable';

/** GET /api/reminders/unreachable (staff): the athletes with a fee owed whose guardian has no e-mail or no phone, by name. */
export function useUnreachableFamilies(page: number) {
  return useQuery({ queryKey: [UNREACHABLE_PATH, { page }], queryFn: () => api.get<typeof unreachableFamiliesSchema>(`${UNREACHABLE_PATH}?page=${page}`) });
}
