import { companySchema, type Company, type CompanyData } from '@domain/companies';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { COMPANIES_PATH, COMPANY_WRITE_REFRESHES } from './get-companies';

export interface UpdateCompanyVariables {
  id: number;
  data: CompanyData;
}

export const updateCompany = ({ id, data }: UpdateCompanyVariables) => api.put<typeof companySchema>(`${COMPANIES_PATH}/${id}`, data);

export const useUpdateCompany = (options?: MutationOptions<Company, UpdateCompanyVariables>) =>
  useApiMutation(updateCompany, { refresh: COMPANY_WRITE_REFRESHES }, options);
