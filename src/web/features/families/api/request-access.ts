import type { z } from 'zod';
import type { accessRequestInputSchema } from '@domain/families';
import { messageResponse } from '@domain/responses';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { MY_FAMILY_PATH } from './get-my-family';

export type AccessRequestData = z.output<typeof accessRequestInputSchema>;

/**
 * POST /api/family/access-requests (cliente): 202 with the same message whether or not the school
 * has such a child, so the answer never tells a stranger who studies there.
 */
export const requestAccess = (data: AccessRequestData) => api.post<typeof messageResponse>(`${MY_FAMILY_PATH}/access-requests`, data);

export const useRequestAccess = (options?: MutationOptions<z.output<typeof messageResponse>, AccessRequestData>) =>
  useApiMutation(requestAccess, { refresh: [MY_FAMILY_PATH] }, options);
