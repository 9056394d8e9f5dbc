import { queryOptions, useQuery } from '@tanstack/react-query';
import { instalmentDetailSchema } from '@domain/enrollments';
import { api } from '@web/lib/api';

export const INSTALMENTS_PATH = '/api/monthly-payments';

const instalmentPath = (instalmentId: number) => `${INSTALMENTS_PATH}/${instalmentId}`;

/** GET /api/monthly-payments/:id: the instalment with its enrolment and who processed it. */
export const getInstalment = (instalmentId: number) => api.get<typeof instalmentDetailSchema>(instalmentPath(instalmentId));

export function getInstalmentQueryOptions(instalmentId: number) {
  return queryOptions({ queryKey: [instalmentPath(instalmentId)], queryFn: () => getInstalment(instalmentId) });
}

export function useInstalment(instalmentId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getInstalmentQueryOptions(instalmentId), enabled });
}
