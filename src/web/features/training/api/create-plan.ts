import { trainingPlanSchema, type PlanData, type TrainingPlan } from '@domain/training';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { PLAN_WRITE_REFRESH, PLANS_PATH } from './get-plans';

/** POST /api/planos-treino with its sub-activities. */
export const createPlan = (data: PlanData) => api.post<typeof trainingPlanSchema>(PLANS_PATH, data);

export const useCreatePlan = (options?: MutationOptions<TrainingPlan, PlanData>) =>
  useApiMutation(createPlan, { refresh: PLAN_WRITE_REFRESH }, options);
