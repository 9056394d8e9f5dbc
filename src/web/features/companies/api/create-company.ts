import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Company, CompanyData } from '@domain/companies';
import { api } from '@web/lib/api';
import { companiesQueryKey } from './get-companies';

export function createCompany(data: CompanyData): Promise<Company> {
  return api.post<Company>('/api/companies', data);
}

type Options = Omit<UseMutationOptions<Company, Error, CompanyData>, 'mutationFn'>;

export function useCreateCompany({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createCompany,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: companiesQueryKey });
      await onSuccess?.(...args);
    },
  });
}
