import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPrivacy } from '@domain/privacy';
import { api } from '@web/lib/api';

/** The signed-in user's consents; granting or revoking one refreshes it. */
export const myPrivacyQueryKey = ['/api/privacy/me'] as const;

export function getMyPrivacy(): Promise<MyPrivacy> {
  return api.get<MyPrivacy>('/api/privacy/me');
}

export function getMyPrivacyQueryOptions() {
  return queryOptions({ queryKey: myPrivacyQueryKey, queryFn: getMyPrivacy });
}

export function useMyPrivacy() {
  return useQuery(getMyPrivacyQueryOptions());
}
