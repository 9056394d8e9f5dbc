import { useQuery } from '@tanstack/react-query';
import { reminderSettingsSchema, type ReminderSettings } from '@domain/dunning';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

const REMINDER_SETTINGS_PATH = '/api/reminder-settings';

/** GET /api/reminder-settings (administrador): the régua's days around the due date, negative before it. */
export function useReminderSettings() {
  return useQuery({ queryKey: [REMINDER_SETTINGS_PATH], queryFn: () => api.get<typeof reminderSettingsSchema>(REMINDER_SETTINGS_PATH) });
}

/** PUT /api/reminder-settings: an empty list turns the e-mail reminders off. */
export const useSaveReminderSettings = (options?: MutationOptions<ReminderSettings, ReminderSettings>) =>
  useApiMutation((settings: ReminderSettings) => api.put<typeof reminderSettingsSchema>(REMINDER_SETTINGS_PATH, settings), { refresh: [REMINDER_SETTINGS_PATH] }, options);
