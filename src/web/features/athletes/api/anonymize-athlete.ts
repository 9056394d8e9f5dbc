import { anonymizationResultSchema, type AnonymizationResult } from '@domain/privacy';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

/** POST /api/privacy/athletes/:id/anonymize (administrador; 409 unless the athlete is inactive). */
export const anonymizeAthlete = (athleteId: number) =>
  api.post<typeof anonymizationResultSchema>(`/api/privacy/athletes/${athleteId}/anonymize`);

/** The athlete's name changes everywhere: its pages, the lists, the enrolments and payments. */
export const useAnonymizeAthlete = (options?: MutationOptions<AnonymizationResult, number>) =>
  useApiMutation(anonymizeAthlete, { refresh: ['/api/athletes', '/api/enrollments', '/api/privacy/', '/api/search'] }, options);
