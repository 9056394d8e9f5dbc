import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { RECORDS_PATH } from './get-records';
import { LEDGER_VIEWS } from './save-record';

/** DELETE /api/financial-records/:id; 409 for a row recorded by an instalment's payment. */
export const deleteRecord = (id: number) => api.delete(`${RECORDS_PATH}/${id}`);

export const useDeleteRecord = (options?: MutationOptions<unknown, number>) => useApiMutation(deleteRecord, { refresh: LEDGER_VIEWS }, options);
