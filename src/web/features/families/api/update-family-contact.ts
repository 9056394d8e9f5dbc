import type { z } from 'zod';
import { familyChildContactSchema, type FamilyChildContact, type familyContactSchema } from '@domain/families';
import { ATHLETES_PATH } from '@web/features/athletes';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { MY_FAMILY_PATH } from './get-my-family';

export type FamilyContactData = z.output<typeof familyContactSchema>;

export interface UpdateFamilyContactVariables {
  athleteId: number;
  data: FamilyContactData;
}

/** PATCH /api/family/athletes/:id/contact (cliente, a linked child only): answers the child as Minha família shows it. */
export const updateFamilyContact = ({ athleteId, data }: UpdateFamilyContactVariables) =>
  api.patch<typeof familyChildContactSchema>(`${MY_FAMILY_PATH}/athletes/${athleteId}/contact`, data);

/** The athlete's own pages (/atletas/:id) show the same phones and e-mails. */
export const useUpdateFamilyContact = (options?: MutationOptions<FamilyChildContact, UpdateFamilyContactVariables>) =>
  useApiMutation(updateFamilyContact, { refresh: [MY_FAMILY_PATH, ATHLETES_PATH] }, options);
