import { useMutation } from '@tanstack/react-query';
import type { AthleteCreate } from '@domain/athletes';
import { api } from '@web/lib/api';

/** The same for a child already registered (the school is told), so no id. */
export interface QuickRegisterResult {
  athlete: { nomeCompleto: string };
  message: string;
}

/** Public athlete registration with guardian data (no session needed). */
export function quickRegister(payload: AthleteCreate) {
  return api.post<QuickRegisterResult>('/api/quick-register', payload);
}

export function useQuickRegister() {
  return useMutation({ mutationFn: quickRegister });
}
