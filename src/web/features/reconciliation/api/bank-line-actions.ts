import {
  bankLineRuleCreatedSchema,
  bankLineSchema,
  bankLinesIgnoredSchema,
  bankStatementImportSchema,
  type BankLine,
  type BankLineConfirmInput,
  type BankLineRuleCreated,
  type BankLineRuleInput,
  type BankStatementImport,
  type ManualPix,
} from '@domain/reconciliation';
import { PAYMENT_VIEWS } from '@web/features/payments';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { BANK_STATEMENTS_PATH, RULES_PATH } from './get-bank-lines';

/** POST /api/bank-statements: the OFX file's bytes in base64; answers how many credits were new. */
export const importStatement = (arquivo: string) => api.post<typeof bankStatementImportSchema>(BANK_STATEMENTS_PATH, { arquivo });

export const useImportStatement = (options?: MutationOptions<BankStatementImport, string>) =>
  useApiMutation(importStatement, { refresh: [BANK_STATEMENTS_PATH] }, options);

export interface ConfirmLineVariables {
  lineId: number;
  target: BankLineConfirmInput;
}

/** POST …/lines/:id/confirm: pays the instalment (or the family charge's) by PIX, so every payment view changes too. */
export const confirmLine = ({ lineId, target }: ConfirmLineVariables) =>
  api.post<typeof bankLineSchema>(`${BANK_STATEMENTS_PATH}/lines/${lineId}/confirm`, target);

export const useConfirmLine = (options?: MutationOptions<BankLine, ConfirmLineVariables>) =>
  useApiMutation(confirmLine, { refresh: [BANK_STATEMENTS_PATH, '/api/pix-charges', ...PAYMENT_VIEWS] }, options);

export type LineDecision = 'ignore' | 'restore';

export interface DecideLineVariables {
  lineId: number;
  decision: LineDecision;
}

/** POST …/lines/:id/ignore or /restore. */
export const decideLine = ({ lineId, decision }: DecideLineVariables) => api.post<typeof bankLineSchema>(`${BANK_STATEMENTS_PATH}/lines/${lineId}/${decision}`);

export const useDecideLine = (options?: MutationOptions<BankLine, DecideLineVariables>) =>
  useApiMutation(decideLine, { refresh: [BANK_STATEMENTS_PATH] }, options);

/** POST …/lines/ignore: "Ignorar" for the credits ticked; answers how many were still pending. */
export const ignoreLines = (ids: number[]) => api.post<typeof bankLinesIgnoredSchema>(`${BANK_STATEMENTS_PATH}/lines/ignore`, { ids });

export const useIgnoreLines = (options?: MutationOptions<{ ignorados: number }, number[]>) =>
  useApiMutation(ignoreLines, { refresh: [BANK_STATEMENTS_PATH] }, options);

/** POST …/rules: a rule, applied at once to the pending credits (its answer says how many). */
export const createRule = (data: BankLineRuleInput) => api.post<typeof bankLineRuleCreatedSchema>(RULES_PATH, data);

export const useCreateRule = (options?: MutationOptions<BankLineRuleCreated, BankLineRuleInput>) =>
  useApiMutation(createRule, { refresh: [BANK_STATEMENTS_PATH] }, options);

export const deleteRule = (id: number) => api.delete(`${RULES_PATH}/${id}`);

export const useDeleteRule = (options?: MutationOptions<unknown, number>) => useApiMutation(deleteRule, { refresh: [RULES_PATH] }, options);

/** POST /api/bank-statements/pix ("Confirmar PIX"): the PIX kept as a credit, with its proposal. */
export const recordManualPix = (data: ManualPix) => api.post<typeof bankLineSchema>(`${BANK_STATEMENTS_PATH}/pix`, data);

export const useRecordManualPix = (options?: MutationOptions<BankLine, ManualPix>) => useApiMutation(recordManualPix, { refresh: [BANK_STATEMENTS_PATH] }, options);
