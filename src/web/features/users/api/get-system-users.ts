import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemUserSchema } from '@domain/users';
import { api } from '@web/lib/api';
import { z } from 'zod';

/** Every write re-fetches it (spec 2 §7: lists re-fetched after writes). */
export const SYSTEM_USERS_PATH = '/api/system-users';

export const getSystemUsers = () => api.get(SYSTEM_USERS_PATH, z.array(systemUserSchema));

export function getSystemUsersQueryOptions() {
  return queryOptions({ queryKey: [SYSTEM_USERS_PATH], queryFn: getSystemUsers });
}

export function useSystemUsers() {
  return useQuery(getSystemUsersQueryOptions());
}
