import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataControllerSchema } from '@domain/privacy';
import { api, type ListOf } from '@web/lib/api';

export const CONTROLLERS_PATH = '/api/privacy/controllers';

/** GET /api/privacy/controllers (public): the school(s) the policy names as controller. */
export const getControllers = () => api.get<ListOf<typeof dataControllerSchema>>(CONTROLLERS_PATH);

export function getControllersQueryOptions() {
  return queryOptions({ queryKey: [CONTROLLERS_PATH], queryFn: getControllers });
}

export function useControllers() {
  return useQuery(getControllersQueryOptions());
}
