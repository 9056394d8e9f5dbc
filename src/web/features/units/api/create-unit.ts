import { unitSchema, type Unit, type UnitData } from '@domain/units';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { UNITS_PATH } from './get-units';

/** The server assembles endereco from the parts (spec 1 §7.2), so it is not sent. */
export const createUnit = (data: UnitData) => api.post<typeof unitSchema>(UNITS_PATH, data);

export const useCreateUnit = (options?: MutationOptions<Unit, UnitData>) => useApiMutation(createUnit, { refresh: [UNITS_PATH] }, options);
