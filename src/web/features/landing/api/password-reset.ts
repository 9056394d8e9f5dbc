import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetValidateSchema,
} from '@domain/auth';
import { api } from '@web/lib/api';

export type PasswordResetRequestPayload = z.output<typeof passwordResetRequestSchema>;
export type PasswordResetValidatePayload = z.output<typeof passwordResetValidateSchema>;
export type PasswordResetConfirmPayload = z.output<typeof passwordResetConfirmSchema>;

export interface PasswordResetMessage {
  message: string;
}

export interface PasswordResetValidation {
  valid: boolean;
}

export function requestPasswordReset(payload: PasswordResetRequestPayload) {
  return api.post<PasswordResetMessage>('/api/auth/password-reset/request', payload);
}

export function validatePasswordResetToken(payload: PasswordResetValidatePayload) {
  return api.post<PasswordResetValidation>('/api/auth/password-reset/validate', payload);
}

export function confirmPasswordReset(payload: PasswordResetConfirmPayload) {
  return api.post<PasswordResetMessage>('/api/auth/password-reset/confirm', payload);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useValidatePasswordResetToken() {
  return useMutation({ mutationFn: validatePasswordResetToken });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
