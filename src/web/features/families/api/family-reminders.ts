import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { reminderOptOutSchema } from '@domain/dunning';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { MY_FAMILY_PATH } from './get-my-family';

const FAMILY_REMINDERS_PATH = `${MY_FAMILY_PATH}/reminders`;

/** GET /api/family/reminders (cliente): whether the account's e-mail gets the payment reminders. */
export function useFamilyReminders() {
  return useQuery({ queryKey: [FAMILY_REMINDERS_PATH], queryFn: () => api.get<typeof reminderOptOutSchema>(FAMILY_REMINDERS_PATH) });
}

/** PUT /api/family/reminders: the family switches its own e-mail reminders on or off. */
export const useSetFamilyReminders = (options?: MutationOptions<z.output<typeof reminderOptOutSchema>, boolean>) =>
  useApiMutation((receber: boolean) => api.put<typeof reminderOptOutSchema>(FAMILY_REMINDERS_PATH, { receber }), { refresh: [FAMILY_REMINDERS_PATH] }, options);
