import { companySchema, type Company } from '@domain/companies';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { COMPANIES_PATH, COMPANY_WRITE_REFRESHES } from './get-companies';

export type CompanyStatusAction = 'deactivate' | 'reactivate';

export interface SetCompanyStatusVariables {
  id: number;
  action: CompanyStatusAction;
}

/** PATCH /api/companies/:id/deactivate (409 while it has active units) or /reactivate. */
export const setCompanyStatus = ({ id, action }: SetCompanyStatusVariables) =>
  api.patch<typeof companySchema>(`${COMPANIES_PATH}/${id}/${action}`);

export const useSetCompanyStatus = (options?: MutationOptions<Company, SetCompanyStatusVariables>) =>
  useApiMutation(setCompanyStatus, { refresh: COMPANY_WRITE_REFRESHES }, options);
