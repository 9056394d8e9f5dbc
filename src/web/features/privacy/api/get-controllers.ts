import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataController } from '@domain/privacy';
import { api } from '@web/lib/api';

/** GET /api/privacy/controllers (public): the school(s) the policy names as controller. */
export function getControllers(): Promise<DataController[]> {
  return api.get<DataController[]>('/api/privacy/controllers');
}

export function getControllersQueryOptions() {
  return queryOptions({ queryKey: ['/api/privacy/controllers'], queryFn: getControllers });
}

export function useControllers() {
  return useQuery(getControllersQueryOptions());
}
