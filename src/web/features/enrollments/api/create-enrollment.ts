import { enrollmentSchema, type Enrollment, type EnrollmentData } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { ENROLLMENT_VIEWS, ENROLLMENTS_PATH } from './get-enrollments';

/** POST /api/enrollments (administrador, professor): the instalments are generated with it. */
export const createEnrollment = (data: EnrollmentData) => api.post<typeof enrollmentSchema>(ENROLLMENTS_PATH, data);

export const useCreateEnrollment = (options?: MutationOptions<Enrollment, EnrollmentData>) =>
  useApiMutation(createEnrollment, { refresh: ENROLLMENT_VIEWS }, options);
