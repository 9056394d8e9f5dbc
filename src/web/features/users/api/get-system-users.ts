import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemUser } from '@domain/users';
import { api } from '@web/lib/api';

/** Query key of the list; mutations invalidate it (spec 2 §7: lists re-fetched after writes). */
export const systemUsersQueryKey = ['/api/system-users'] as const;

export function getSystemUsers(): Promise<SystemUser[]> {
  return api.get<SystemUser[]>('/api/system-users');
}

export function getSystemUsersQueryOptions() {
  return queryOptions({ queryKey: systemUsersQueryKey, queryFn: getSystemUsers });
}

export function useSystemUsers() {
  return useQuery(getSystemUsersQueryOptions());
}
