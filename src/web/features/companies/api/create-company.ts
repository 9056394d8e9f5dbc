import { companySchema, type Company, type CompanyData } from '@domain/companies';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { COMPANIES_PATH, COMPANY_WRITE_REFRESHES } from './get-companies';

export const createCompany = (data: CompanyData) => api.post<typeof companySchema>(COMPANIES_PATH, data);

export const useCreateCompany = (options?: MutationOptions<Company, CompanyData>) =>
  useApiMutation(createCompany, { refresh: COMPANY_WRITE_REFRESHES }, options);
