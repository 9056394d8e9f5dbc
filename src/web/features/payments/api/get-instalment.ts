import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstalmentDetail } from '@domain/enrollments';
import { api } from '@web/lib/api';

export const instalmentsQueryKey = ['/api/monthly-payments'] as const;

export const instalmentQueryKey = (instalmentId: number) => [...instalmentsQueryKey, instalmentId] as const;

/** GET /api/monthly-payments/:id: the instalment with its enrolment and who processed it. */
export function getInstalment(instalmentId: number): Promise<InstalmentDetail> {
  return api.get<InstalmentDetail>(`/api/monthly-payments/${instalmentId}`);
}

export function getInstalmentQueryOptions(instalmentId: number) {
  return queryOptions({ queryKey: instalmentQueryKey(instalmentId), queryFn: () => getInstalment(instalmentId) });
}

export function useInstalment(instalmentId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInstalmentQueryOptions(instalmentId), enabled });
}
