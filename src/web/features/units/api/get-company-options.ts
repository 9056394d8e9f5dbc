import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOption } from '@domain/units';
import { api } from '@web/lib/api';

/**
 * Keyed under the companies list: every company write invalidates ['/api/companies'] and so
 * refreshes these options too (a new or reactivated company shows up in the unit form).
 */
export const companyOptionsQueryKey = ['/api/companies', 'unit-options'] as const;

export function getCompanyOptions(): Promise<CompanyOption[]> {
  return api.get<CompanyOption[]>('/api/units/company-options');
}

export function getCompanyOptionsQueryOptions() {
  return queryOptions({ queryKey: companyOptionsQueryKey, queryFn: getCompanyOptions });
}

export function useCompanyOptions() {
  return useQuery(getCompanyOptionsQueryOptions());
}
