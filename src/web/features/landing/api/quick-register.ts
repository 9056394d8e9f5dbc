import { useMutation } from '@tanstack/react-query';
import type { AthleteCreate } from '@domain/athletes';
import { api } from '@web/lib/api';

export interface QuickRegisterResult {
  athlete: { id: number; nomeCompleto: string };
  message: string;
}

/** Public athlete registration with guardian data (no session needed). */
export function quickRegister(payload: AthleteCreate) {
  return api.post<QuickRegisterResult>('/api/quick-register', payload);
}

export function useQuickRegister() {
  return useMutation({ mutationFn: quickRegister });
}
