import { queryOptions, useQuery } from '@tanstack/react-query';
import { unitSchema } from '@domain/units';
import { api } from '@web/lib/api';
import { z } from 'zod';

export const UNITS_PATH = '/api/units';

export const getUnits = () => api.get(UNITS_PATH, z.array(unitSchema));

/** Also the source of the team form's unit select (features/teams), so both refresh together. */
export function getUnitsQueryOptions() {
  return queryOptions({ queryKey: [UNITS_PATH], queryFn: getUnits });
}

export function useUnits() {
  return useQuery(getUnitsQueryOptions());
}
