import { queryOptions, useQuery } from '@tanstack/react-query';
import { myPrivacySchema } from '@domain/privacy';
import { api } from '@web/lib/api';

/** The signed-in user's consents; granting or revoking one refreshes it. */
export const MY_PRIVACY_PATH = '/api/privacy/me';

export const getMyPrivacy = () => api.get<typeof myPrivacySchema>(MY_PRIVACY_PATH);

export function getMyPrivacyQueryOptions() {
  return queryOptions({ queryKey: [MY_PRIVACY_PATH], queryFn: getMyPrivacy });
}

export function useMyPrivacy() {
  return useQuery(getMyPrivacyQueryOptions());
}
