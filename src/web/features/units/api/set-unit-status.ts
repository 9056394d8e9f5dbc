import { unitSchema, type Unit } from '@domain/units';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { UNITS_PATH } from './get-units';

export type UnitStatusAction = 'deactivate' | 'reactivate';

export interface SetUnitStatusVariables {
  id: number;
  action: UnitStatusAction;
}

/** PATCH /api/units/:id/deactivate (409 while it has active teams) or /reactivate (409 while its company is inactive). */
export const setUnitStatus = ({ id, action }: SetUnitStatusVariables) => api.patch<typeof unitSchema>(`${UNITS_PATH}/${id}/${action}`);

export const useSetUnitStatus = (options?: MutationOptions<Unit, SetUnitStatusVariables>) =>
  useApiMutation(setUnitStatus, { refresh: [UNITS_PATH] }, options);
