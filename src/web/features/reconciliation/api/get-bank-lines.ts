import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bankLineListSchema, bankLineOptionsSchema, bankLineRulesSchema, type BankLineStatus } from '@domain/reconciliation';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** Every reconciliation query starts with it: an import or a decision refreshes them all. */
export const BANK_STATEMENTS_PATH = '/api/bank-statements';
const LINES_PATH = `${BANK_STATEMENTS_PATH}/lines`;

export const RULES_PATH = `${BANK_STATEMENTS_PATH}/rules`;

export interface BankLineFilters {
  status: BankLineStatus;
  page: number;
  pageSize: number;
  /** The account as the statement names it. */
  conta?: string;
  /** Period, yyyy-MM-dd. */
  de?: string;
  ate?: string;
  /** Exactly this amount, as typed ('900,00'). */
  valor?: string;
}

/** GET /api/bank-statements/lines: the credits of one status, the pending ones with their proposals, and the tabs' counts. */
export const getBankLines = (filters: BankLineFilters) => api.get<typeof bankLineListSchema>(`${LINES_PATH}?${toQueryString(filters)}`);

export function useBankLines(filters: BankLineFilters) {
  return useQuery(queryOptions({ queryKey: [LINES_PATH, filters], queryFn: () => getBankLines(filters), placeholderData: keepPreviousData }));
}

/** GET …/lines/:id/options: the open instalments and family charges of the credit's amount, and a family's open instalments, by athlete or guardian. */
export function useBankLineOptions(lineId: number, busca: string) {
  const path = `${LINES_PATH}/${lineId}/options`;
  return useQuery({
    queryKey: [path, { busca }],
    queryFn: () => api.get<typeof bankLineOptionsSchema>(`${path}?${toQueryString({ busca })}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/bank-statements/rules: the "ignorar créditos como …" rules. */
export function useBankLineRules() {
  return useQuery({ queryKey: [RULES_PATH], queryFn: () => api.get<typeof bankLineRulesSchema>(RULES_PATH) });
}
