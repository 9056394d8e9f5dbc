import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyOptionSchema } from '@domain/units';
import { api } from '@web/lib/api';
import { z } from 'zod';
import { UNITS_PATH } from './get-units';

export const COMPANY_OPTIONS_PATH = `${UNITS_PATH}/company-options`;

export const getCompanyOptions = () => api.get(COMPANY_OPTIONS_PATH, z.array(companyOptionSchema));

export function getCompanyOptionsQueryOptions() {
  return queryOptions({ queryKey: [COMPANY_OPTIONS_PATH], queryFn: getCompanyOptions });
}

export function useCompanyOptions() {
  return useQuery(getCompanyOptionsQueryOptions());
}
