import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { PLAN_WRITE_REFRESH, PLANS_PATH } from './get-plans';

/** DELETE /api/planos-treino/:id (409 while the plan is in the schedule). */
export const deletePlan = (id: number) => api.delete(`${PLANS_PATH}/${id}`);

export const useDeletePlan = (options?: MutationOptions<unknown, number>) =>
  useApiMutation(deletePlan, { refresh: PLAN_WRITE_REFRESH }, options);
