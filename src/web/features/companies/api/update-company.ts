import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Company, CompanyData } from '@domain/companies';
import { api } from '@web/lib/api';
import { companiesQueryKey } from './get-companies';

export interface UpdateCompanyVariables {
  id: number;
  data: CompanyData;
}

export function updateCompany({ id, data }: UpdateCompanyVariables): Promise<Company> {
  return api.put<Company>(`/api/companies/${id}`, data);
}

type Options = Omit<UseMutationOptions<Company, Error, UpdateCompanyVariables>, 'mutationFn'>;

export function useUpdateCompany({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateCompany,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      await onSuccess?.(...args);
    },
  });
}
