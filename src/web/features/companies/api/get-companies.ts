import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySchema } from '@domain/companies';
import { api, type ListOf } from '@web/lib/api';

export const COMPANIES_PATH = '/api/companies';

/** A company write changes its list and what units show of it (their company name, the form's company options). */
export const COMPANY_WRITE_REFRESHES = [COMPANIES_PATH, '/api/units'];

export const getCompanies = () => api.get<ListOf<typeof companySchema>>(COMPANIES_PATH);

export function getCompaniesQueryOptions() {
  return queryOptions({ queryKey: [COMPANIES_PATH], queryFn: getCompanies });
}

export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
