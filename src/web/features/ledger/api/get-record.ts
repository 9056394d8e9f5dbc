import { useQuery } from '@tanstack/react-query';
import { financialRecordSchema } from '@domain/ledger';
import { api } from '@web/lib/api';
import { RECORDS_PATH } from './get-records';

/** GET /api/financial-records/:id, for a record the address names that the page on screen (or its period) does not hold. */
export function useRecord(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [RECORDS_PATH, id],
    queryFn: () => api.get<typeof financialRecordSchema>(`${RECORDS_PATH}/${id}`),
    enabled: enabled && id !== undefined,
  });
}
