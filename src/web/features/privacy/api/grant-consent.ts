import { myPrivacySchema, type MyPrivacy } from '@domain/privacy';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { getMyPrivacyQueryOptions } from './get-my-privacy';

/** POST /api/privacy/consents: the signed-in user consents to the current policy version. */
export const grantConsent = () => api.post<typeof myPrivacySchema>('/api/privacy/consents', { consentimentoLgpd: true });

/** The answer is the Privacidade page as it now stands: nothing to re-fetch. */
export const useGrantConsent = (options?: MutationOptions<MyPrivacy, void>) =>
  useApiMutation(
    grantConsent,
    { refresh: [], store: (client, privacy) => client.setQueryData(getMyPrivacyQueryOptions().queryKey, privacy) },
    options,
  );
