import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unit } from '@domain/units';
import { api } from '@web/lib/api';

/** Query key of the list; unit writes invalidate it (spec 1 §7.1: lists re-fetched after writes). */
export const unitsQueryKey = ['/api/units'] as const;

export function getUnits(): Promise<Unit[]> {
  return api.get<Unit[]>('/api/units');
}

/** Also the source of the team form's unit select (features/teams), so both refresh together. */
export function getUnitsQueryOptions() {
  return queryOptions({ queryKey: unitsQueryKey, queryFn: getUnits });
}

export function useUnits() {
  return useQuery(getUnitsQueryOptions());
}
