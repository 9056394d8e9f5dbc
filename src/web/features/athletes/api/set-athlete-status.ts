import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Athlete, InactivationResult } from '@domain/athletes';
import { api } from '@web/lib/api';
import { athleteEnrollmentsQueryKey } from './get-athlete-enrollments';
import { storeAthlete } from './get-athlete';

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
  if (action === 'reactivate') return { athlete: await api.patch<Athlete>(`/api/athletes/${id}/reactivate`), cancelled: null };
  const result = await api.patch<InactivationResult>(`/api/athletes/${id}/inactivate`);
  return { athlete: result.athlete, cancelled: { enrollments: result.inactivatedEnrollments, payments: result.inactivatedPayments } };
}

type Options = Omit<UseMutationOptions<AthleteStatusChange, Error, SetAthleteStatusVariables>, 'mutationFn'>;

export function useSetAthleteStatus({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setAthleteStatus,
    onSuccess: async (...args) => {
      const [{ athlete }] = args;
      await Promise.all([
        storeAthlete(queryClient, athlete),
        queryClient.invalidateQueries({ queryKey: athleteEnrollmentsQueryKey(athlete.id) }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
