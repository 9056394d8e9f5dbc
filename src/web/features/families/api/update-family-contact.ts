import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FamilyChildContact, familyContactSchema } from '@domain/families';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { myFamilyQueryKey } from './get-my-family';

export type FamilyContactData = z.output<typeof familyContactSchema>;

export interface UpdateFamilyContactVariables {
  athleteId: number;
  data: FamilyContactData;
}

/** PATCH /api/family/athletes/:id/contact (cliente, a linked child only): answers the child as Minha família shows it. */
export function updateFamilyContact({ athleteId, data }: UpdateFamilyContactVariables): Promise<FamilyChildContact> {
  return api.patch<FamilyChildContact>(`/api/family/athletes/${athleteId}/contact`, data);
}

type Options = Omit<UseMutationOptions<FamilyChildContact, Error, UpdateFamilyContactVariables>, 'mutationFn'>;

export function useUpdateFamilyContact({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateFamilyContact,
    onSuccess: async (...args) => {
      // The athlete's own pages (/atletas/:id) show the same phones and e-mails.
      await Promise.all([queryClient.invalidateQueries({ queryKey: myFamilyQueryKey }), invalidatePaths(queryClient, '/api/athletes')]);
      await onSuccess?.(...args);
    },
  });
}
