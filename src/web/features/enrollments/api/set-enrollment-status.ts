import { enrollmentDeactivationSchema, enrollmentReactivationSchema, type Enrollment } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { ENROLLMENT_VIEWS, ENROLLMENTS_PATH } from './get-enrollments';

export type EnrollmentStatusAction = 'deactivate' | 'reactivate';

export interface SetEnrollmentStatusVariables {
  id: number;
  action: EnrollmentStatusAction;
}

/**
 * PATCH /api/enrollments/:id/deactivate (cancels its open instalments not yet due) or /reactivate
 * (reopens them); answers the enrolment as it now stands.
 */
export async function setEnrollmentStatus({ id, action }: SetEnrollmentStatusVariables): Promise<Enrollment> {
  const result = await api.patch<typeof enrollmentDeactivationSchema | typeof enrollmentReactivationSchema>(`${ENROLLMENTS_PATH}/${id}/${action}`);
  return result.enrollment;
}

export const useSetEnrollmentStatus = (options?: MutationOptions<Enrollment, SetEnrollmentStatusVariables>) =>
  useApiMutation(setEnrollmentStatus, { refresh: ENROLLMENT_VIEWS }, options);
