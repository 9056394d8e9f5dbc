import type { z } from 'zod';
import type { registerSchema } from '@domain/auth';
import { messageResponse } from '@domain/responses';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

/** The account fields without the password confirmation, which is never sent. */
export type RegisterPayload = z.output<typeof registerSchema>;

/** Only a message: a taken e-mail or CPF gets the same one as a new account (the owner is told by e-mail). */
export const register = (payload: RegisterPayload) => api.post<typeof messageResponse>('/api/auth/register', payload);

export const useRegister = (options?: MutationOptions<z.output<typeof messageResponse>, RegisterPayload>) =>
  useApiMutation(register, { refresh: [] }, options);
