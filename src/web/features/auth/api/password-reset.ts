import type { z } from 'zod';
import {
  passwordResetValidationSchema,
  type passwordResetConfirmSchema,
  type passwordResetRequestSchema,
  type passwordResetValidateSchema,
} from '@domain/auth';
import { messageResponse } from '@domain/responses';
import { api } from '@web/lib/api';
import { useApiMutation } from '@web/lib/mutation';

export type PasswordResetRequestPayload = z.output<typeof passwordResetRequestSchema>;
export type PasswordResetValidatePayload = z.output<typeof passwordResetValidateSchema>;
export type PasswordResetConfirmPayload = z.output<typeof passwordResetConfirmSchema>;

const PASSWORD_RESET_PATH = '/api/auth/password-reset';

export const requestPasswordReset = (payload: PasswordResetRequestPayload) =>
  api.post<typeof messageResponse>(`${PASSWORD_RESET_PATH}/request`, payload);

export const validatePasswordResetToken = (payload: PasswordResetValidatePayload) =>
  api.post<typeof passwordResetValidationSchema>(`${PASSWORD_RESET_PATH}/validate`, payload);

export const confirmPasswordReset = (payload: PasswordResetConfirmPayload) =>
  api.post<typeof messageResponse>(`${PASSWORD_RESET_PATH}/confirm`, payload);

export const useRequestPasswordReset = () => useApiMutation(requestPasswordReset, { refresh: [] });

export const useValidatePasswordResetToken = () => useApiMutation(validatePasswordResetToken, { refresh: [] });

export const useConfirmPasswordReset = () => useApiMutation(confirmPasswordReset, { refresh: [] });
