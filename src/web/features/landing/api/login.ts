import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginSchema, SessionUser } from '@domain/auth';
import { api } from '@web/lib/api';

export type LoginPayload = z.output<typeof loginSchema>;

export interface LoginResult {
  user: SessionUser;
  sessionId: string;
}

export function login(payload: LoginPayload) {
  return api.post<LoginResult>('/api/auth/login', payload);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
