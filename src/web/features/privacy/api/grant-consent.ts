import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { MyPrivacy } from '@domain/privacy';
import { api } from '@web/lib/api';
import { myPrivacyQueryKey } from './get-my-privacy';

/** POST /api/privacy/consents: the signed-in user consents to the current policy version. */
export function grantConsent(): Promise<MyPrivacy> {
  return api.post<MyPrivacy>('/api/privacy/consents', { consentimentoLgpd: true });
}

type Options = Omit<UseMutationOptions<MyPrivacy, Error, void>, 'mutationFn'>;

export function useGrantConsent({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: grantConsent,
    onSuccess: async (...args) => {
      queryClient.setQueryData(myPrivacyQueryKey, args[0]);
      await onSuccess?.(...args);
    },
  });
}
