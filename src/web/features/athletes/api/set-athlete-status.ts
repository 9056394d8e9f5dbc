import { athleteSchema, inactivationResultSchema, type Athlete } from '@domain/athletes';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { athletePath, storeAthlete } from './get-athlete';
import { athleteEnrollmentsPath } from './get-athlete-enrollments';
import { ATHLETES_PATH } from './get-athletes';

export type AthleteStatusAction = 'inactivate' | 'reactivate';

export interface SetAthleteStatusVariables {
  id: number;
  action: AthleteStatusAction;
}

/** The athlete as it now stands and, for an inactivation, how many enrolments and instalments it cancelled. */
export interface AthleteStatusChange {
  athlete: Athlete;
  cancelled: { enrollments: number; payments: number } | null;
}

/**
 * PATCH /api/athletes/:id/inactivate (cancels the active enrolments and their open instalments not
 * yet due, and counts them) or /reactivate.
 */
export async function setAthleteStatus({ id, action }: SetAthleteStatusVariables): Promise<AthleteStatusChange> {
  if (action === 'reactivate') return { athlete: await api.patch<typeof athleteSchema>(`${athletePath(id)}/reactivate`), cancelled: null };
  const result = await api.patch<typeof inactivationResultSchema>(`${athletePath(id)}/inactivate`);
  return { athlete: result.athlete, cancelled: { enrollments: result.inactivatedEnrollments, payments: result.inactivatedPayments } };
}

export const useSetAthleteStatus = (options?: MutationOptions<AthleteStatusChange, SetAthleteStatusVariables>) =>
  useApiMutation(
    setAthleteStatus,
    { refresh: (_change, { id }) => [ATHLETES_PATH, athleteEnrollmentsPath(id)], store: (client, { athlete }) => storeAthlete(client, athlete) },
    options,
  );
