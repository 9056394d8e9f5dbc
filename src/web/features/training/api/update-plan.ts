import { trainingPlanSchema, type PlanData, type TrainingPlan } from '@domain/training';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { PLAN_WRITE_REFRESH, PLANS_PATH } from './get-plans';

export interface UpdatePlanVariables {
  id: number;
  data: PlanData;
}

/** PATCH /api/planos-treino/:id: the fields and the whole list of sub-activities. */
export const updatePlan = ({ id, data }: UpdatePlanVariables) => api.patch<typeof trainingPlanSchema>(`${PLANS_PATH}/${id}`, data);

export const useUpdatePlan = (options?: MutationOptions<TrainingPlan, UpdatePlanVariables>) =>
  useApiMutation(updatePlan, { refresh: PLAN_WRITE_REFRESH }, options);
