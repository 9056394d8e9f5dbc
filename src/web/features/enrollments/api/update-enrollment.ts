import { enrollmentSchema, type Enrollment, type EnrollmentEdit } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { ENROLLMENT_VIEWS, ENROLLMENTS_PATH } from './get-enrollments';

export interface UpdateEnrollmentVariables {
  id: number;
  data: EnrollmentEdit;
}

/** PATCH /api/enrollments/:id (administrador; 409 unless the enrolment is ativa). */
export const updateEnrollment = ({ id, data }: UpdateEnrollmentVariables) => api.patch<typeof enrollmentSchema>(`${ENROLLMENTS_PATH}/${id}`, data);

export const useUpdateEnrollment = (options?: MutationOptions<Enrollment, UpdateEnrollmentVariables>) =>
  useApiMutation(updateEnrollment, { refresh: ENROLLMENT_VIEWS }, options);
