import { consentSchema, type Consent } from '@domain/privacy';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

/** PATCH /api/privacy/consents/:id/revoke (404 for a consent not of this family, 409 if already revoked). */
export const revokeConsent = (id: number) => api.patch<typeof consentSchema>(`/api/privacy/consents/${id}/revoke`);

export const useRevokeConsent = (options?: MutationOptions<Consent, number>) => useApiMutation(revokeConsent, { refresh: ['/api/privacy/'] }, options);
