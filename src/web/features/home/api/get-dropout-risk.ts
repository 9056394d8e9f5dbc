import { useQuery } from '@tanstack/react-query';
import type { dropoutRiskListSchema } from '@domain/attendance';
import { api } from '@web/lib/api';

/** Under /api/attendance/, so saving a roll refreshes it. */
const DROPOUT_RISK_PATH = '/api/attendance/dropout-risk';

/** GET /api/attendance/dropout-risk (staff): the most urgent runs of unjustified absences over the school's limit, and how many are open. */
export function useDropoutRisk() {
  return useQuery({ queryKey: [DROPOUT_RISK_PATH], queryFn: () => api.get<typeof dropoutRiskListSchema>(DROPOUT_RISK_PATH) });
}
