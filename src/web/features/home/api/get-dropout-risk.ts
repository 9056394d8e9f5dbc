import { useQuery } from '@tanstack/react-query';
import type { dropoutRiskSchema } from '@domain/attendance';
import { api, type ListOf } from '@web/lib/api';

/** Under /api/attendance/, so saving a roll refreshes it. */
const DROPOUT_RISK_PATH = '/api/attendance/dropout-risk';

/** GET /api/attendance/dropout-risk (staff): athletes with a run of unjustified absences over the school's limit. */
export function useDropoutRisk() {
  return useQuery({ queryKey: [DROPOUT_RISK_PATH], queryFn: () => api.get<ListOf<typeof dropoutRiskSchema>>(DROPOUT_RISK_PATH) });
}
