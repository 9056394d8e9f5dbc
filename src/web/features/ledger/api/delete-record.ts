import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { recordsPath } from './get-records';
import { refreshAfterLedgerWrite } from './save-record';

/** DELETE /api/financial-records/:id; 409 for a row recorded by an instalment's payment. */
export function deleteRecord(id: number): Promise<void> {
  return api.delete<void>(`${recordsPath}/${id}`);
}

export function useDeleteRecord({ onSuccess, ...options }: Omit<UseMutationOptions<void, Error, number>, 'mutationFn'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteRecord,
    onSuccess: async (...args) => {
      await refreshAfterLedgerWrite(queryClient);
      await onSuccess?.(...args);
    },
  });
}
