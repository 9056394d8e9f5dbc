import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registerSchema } from '@domain/auth';
import { api } from '@web/lib/api';

/** The account fields without the password confirmation, which is never sent. */
export type RegisterPayload = z.output<typeof registerSchema>;

/** Only a message: a taken e-mail or CPF gets the same one as a new account (the owner is told by e-mail). */
export interface RegisterResult {
  message: string;
}

export function register(payload: RegisterPayload) {
  return api.post<RegisterResult>('/api/auth/register', payload);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
