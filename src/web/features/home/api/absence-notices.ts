import type { z } from 'zod';
import type { AbsenceNotice, absenceNoticeInputSchema, absenceNoticeSchema } from '@domain/attendance';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { FAMILY_HOME_PATH } from './get-family-home';

const ABSENCE_NOTICES_PATH = '/api/family/absence-notices';

export type AbsenceNoticeData = z.output<typeof absenceNoticeInputSchema>;

/** POST /api/family/absence-notices: the child will miss the session (the roll starts as falta justificada). */
export const useGiveAbsenceNotice = (options?: MutationOptions<AbsenceNotice, AbsenceNoticeData>) =>
  useApiMutation((data: AbsenceNoticeData) => api.post<typeof absenceNoticeSchema>(ABSENCE_NOTICES_PATH, data), { refresh: [FAMILY_HOME_PATH] }, options);

/** DELETE /api/family/absence-notices/:id: withdraws the notice, before the roll is taken. */
export const useWithdrawAbsenceNotice = (options?: MutationOptions<AbsenceNotice, number>) =>
  useApiMutation((id: number) => api.delete<typeof absenceNoticeSchema>(`${ABSENCE_NOTICES_PATH}/${id}`), { refresh: [FAMILY_HOME_PATH] }, options);
