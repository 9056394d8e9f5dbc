import { quickRegisterResultSchema, type AthleteCreate, type QuickRegisterResult } from '@domain/athletes';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

/** Public athlete registration with guardian data (no session needed). */
export const quickRegister = (payload: AthleteCreate) => api.post<typeof quickRegisterResultSchema>('/api/quick-register', payload);

export const useQuickRegister = (options?: MutationOptions<QuickRegisterResult, AthleteCreate>) =>
  useApiMutation(quickRegister, { refresh: [] }, options);
