import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { FinancialRecord, FinancialRecordData } from '@domain/ledger';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { recordsPath } from './get-records';

/** A ledger write changes the list, the cards, whether a category is in use, and the reports. */
export const refreshAfterLedgerWrite = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidatePaths(queryClient, recordsPath, '/api/categories', '/api/subcategories', '/api/reports');

export function createRecord(data: FinancialRecordData): Promise<FinancialRecord> {
  return api.post<FinancialRecord>(recordsPath, data);
}

export interface UpdateRecordVariables {
  id: number;
  data: FinancialRecordData;
}

/** PATCH /api/financial-records/:id; 409 for a row recorded by an instalment's payment. */
export function updateRecord({ id, data }: UpdateRecordVariables): Promise<FinancialRecord> {
  return api.patch<FinancialRecord>(`${recordsPath}/${id}`, data);
}

type Options<TVariables> = Omit<UseMutationOptions<FinancialRecord, Error, TVariables>, 'mutationFn'>;

export function useCreateRecord({ onSuccess, ...options }: Options<FinancialRecordData> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createRecord,
    onSuccess: async (...args) => {
      await refreshAfterLedgerWrite(queryClient);
      await onSuccess?.(...args);
    },
  });
}

export function useUpdateRecord({ onSuccess, ...options }: Options<UpdateRecordVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateRecord,
    onSuccess: async (...args) => {
      await refreshAfterLedgerWrite(queryClient);
      await onSuccess?.(...args);
    },
  });
}
