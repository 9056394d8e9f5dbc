import type { QueryClient } from '@tanstack/react-query';
import { invalidatePaths } from '@web/lib/mutation';

/**
 * What a plan write changes: the plan lists and details (the schedule's options too), the
 * programs (their totals and activity titles) and the program editor's picker.
 */
export function invalidatePlans(client: QueryClient) {
  return invalidatePaths(client, '/api/planos-treino', '/api/programas-treinamento', '/api/atividades');
}

/** What a program write changes: the programs and the picker (which hides linked activities). */
export function invalidatePrograms(client: QueryClient) {
  return invalidatePaths(client, '/api/programas-treinamento', '/api/atividades');
}
