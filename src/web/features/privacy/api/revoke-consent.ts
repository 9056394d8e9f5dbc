import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Consent } from '@domain/privacy';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';

/** PATCH /api/privacy/consents/:id/revoke (404 for a consent not of this family, 409 if already revoked). */
export function revokeConsent(id: number): Promise<Consent> {
  return api.patch<Consent>(`/api/privacy/consents/${id}/revoke`);
}

type Options = Omit<UseMutationOptions<Consent, Error, number>, 'mutationFn'>;

export function useRevokeConsent({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: revokeConsent,
    onSuccess: async (...args) => {
      await invalidatePaths(queryClient, '/api/privacy/');
      await onSuccess?.(...args);
    },
  });
}
