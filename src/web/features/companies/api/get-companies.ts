import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@domain/companies';
import { api } from '@web/lib/api';

/** Query key of the list; mutations invalidate it (spec 1 §7.1: lists re-fetched after writes). */
export const companiesQueryKey = ['/api/companies'] as const;

export function getCompanies(): Promise<Company[]> {
  return api.get<Company[]>('/api/companies');
}

export function getCompaniesQueryOptions() {
  return queryOptions({ queryKey: companiesQueryKey, queryFn: getCompanies });
}

export function useCompanies() {
  return useQuery(getCompaniesQueryOptions());
}
