import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Company } from '@domain/companies';
import { api } from '@web/lib/api';
import { companiesQueryKey } from './get-companies';

export type CompanyStatusAction = 'deactivate' | 'reactivate';

export interface SetCompanyStatusVariables {
  id: number;
  action: CompanyStatusAction;
}

/** PATCH /api/companies/:id/deactivate (409 while it has active units) or /reactivate. */
export function setCompanyStatus({ id, action }: SetCompanyStatusVariables): Promise<Company> {
  return api.patch<Company>(`/api/companies/${id}/${action}`);
}

type Options = Omit<UseMutationOptions<Company, Error, SetCompanyStatusVariables>, 'mutationFn'>;

export function useSetCompanyStatus({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setCompanyStatus,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      await onSuccess?.(...args);
    },
  });
}
