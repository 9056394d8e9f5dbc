import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { reminderOptOutSchema } from '@domain/dunning';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { toQueryString } from '@web/lib/query-string';

const OPT_OUTS_PATH = '/api/reminder-opt-outs';

export type ReminderOptOut = z.output<typeof reminderOptOutSchema>;

/** GET /api/reminder-opt-outs?email= (staff): whether a guardian's e-mail gets the payment reminders. */
export function useReminderOptOut(email: string) {
  return useQuery({ queryKey: [OPT_OUTS_PATH, { email }], queryFn: () => api.get<typeof reminderOptOutSchema>(`${OPT_OUTS_PATH}?${toQueryString({ email })}`) });
}

/** PUT /api/reminder-opt-outs: switches an e-mail's reminders on or off, whichever child they are for. */
export const useSetReminderOptOut = (options?: MutationOptions<ReminderOptOut, ReminderOptOut>) =>
  useApiMutation((choice: ReminderOptOut) => api.put<typeof reminderOptOutSchema>(OPT_OUTS_PATH, choice), { refresh: [OPT_OUTS_PATH] }, options);
