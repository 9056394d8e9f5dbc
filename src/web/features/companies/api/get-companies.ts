import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySchema } from '@domain/companies';
import { api } from '@web/lib/api';
import { z } from 'zod';

export const COMPANIES_PATH = '/api/companies';

export const getCompanies = () => api.get(COMPANIES_PATH, z.array(companySchema));

export function getCompaniesQueryOptions() {
  return queryOptions({ queryKey: [COMPANIES_PATH], queryFn: getCompanies });
}

export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
