import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemUserSchema } from '@domain/users';
import { api, type ListOf } from '@web/lib/api';

/** Every write re-fetches it (spec 2 §7: lists re-fetched after writes). */
export const SYSTEM_USERS_PATH = '/api/system-users';

export const getSystemUsers = () => api.get<ListOf<typeof systemUserSchema>>(SYSTEM_USERS_PATH);

export function getSystemUsersQueryOptions() {
  return queryOptions({ queryKey: [SYSTEM_USERS_PATH], queryFn: getSystemUsers });
}

export function useSystemUsers() {
  return useQuery(getSystemUsersQueryOptions());
}
