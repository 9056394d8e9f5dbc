import { unitSchema, type Unit, type UnitData } from '@domain/units';
import { TEAMS_PATH } from '@web/features/teams';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { UNITS_PATH } from './get-units';

export interface UpdateUnitVariables {
  id: number;
  data: UnitData;
}

export const updateUnit = ({ id, data }: UpdateUnitVariables) => api.put<typeof unitSchema>(`${UNITS_PATH}/${id}`, data);

/** The teams list shows each team's unit name, so it is re-fetched too. */
export const useUpdateUnit = (options?: MutationOptions<Unit, UpdateUnitVariables>) =>
  useApiMutation(updateUnit, { refresh: [UNITS_PATH, TEAMS_PATH] }, options);
