import { queryOptions, useQuery } from '@tanstack/react-query';
import { unitSchema } from '@domain/units';
import { api, type ListOf } from '@web/lib/api';

export const UNITS_PATH = '/api/units';

export const getUnits = () => api.get<ListOf<typeof unitSchema>>(UNITS_PATH);

/** Also the source of the team form's unit select (features/teams), so both refresh together. */
export function getUnitsQueryOptions() {
  return queryOptions({ queryKey: [UNITS_PATH], queryFn: getUnits });
}

export function useUnits() {
  return useQuery(getUnitsQueryOptions());
}
