import type { z } from 'zod';
import { loginResultSchema, type LoginResult, type loginSchema } from '@domain/auth';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

export type LoginPayload = z.output<typeof loginSchema>;

export const login = (payload: LoginPayload) => api.post<typeof loginResultSchema>('/api/auth/login', payload);

/** Signing in replaces the whole cache (`signIn`): nothing to re-fetch here. */
export const useLogin = (options?: MutationOptions<LoginResult, LoginPayload>) =>
  useApiMutation(login, { refresh: [] }, options);
