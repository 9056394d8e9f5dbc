import { financialRecordSchema, type FinancialRecord, type FinancialRecordData } from '@domain/ledger';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { RECORDS_PATH } from './get-records';

/** A ledger write changes the list, the cards, whether a category is in use, and the reports. */
export const LEDGER_VIEWS = [RECORDS_PATH, '/api/categories', '/api/subcategories', '/api/reports'] as const;

export const createRecord = (data: FinancialRecordData) => api.post<typeof financialRecordSchema>(RECORDS_PATH, data);

export interface UpdateRecordVariables {
  id: number;
  data: FinancialRecordData;
}

/** PATCH /api/financial-records/:id; 409 for a row recorded by an instalment's payment. */
export const updateRecord = ({ id, data }: UpdateRecordVariables) => api.patch<typeof financialRecordSchema>(`${RECORDS_PATH}/${id}`, data);

export const useCreateRecord = (options?: MutationOptions<FinancialRecord, FinancialRecordData>) =>
  useApiMutation(createRecord, { refresh: LEDGER_VIEWS }, options);

export const useUpdateRecord = (options?: MutationOptions<FinancialRecord, UpdateRecordVariables>) =>
  useApiMutation(updateRecord, { refresh: LEDGER_VIEWS }, options);
