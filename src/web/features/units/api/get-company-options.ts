import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyOptionSchema } from '@domain/units';
import { api, type ListOf } from '@web/lib/api';
import { UNITS_PATH } from './get-units';

export const COMPANY_OPTIONS_PATH = `${UNITS_PATH}/company-options`;

export const getCompanyOptions = () => api.get<ListOf<typeof companyOptionSchema>>(COMPANY_OPTIONS_PATH);

export function getCompanyOptionsQueryOptions() {
  return queryOptions({ queryKey: [COMPANY_OPTIONS_PATH], queryFn: getCompanyOptions });
}

export function useCompanyOptions() {
  return useQuery(getCompanyOptionsQueryOptions());
}
