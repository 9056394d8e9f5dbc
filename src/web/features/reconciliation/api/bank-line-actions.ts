import { bankLineSchema, bankStatementImportSchema, type BankLine, type BankLineConfirmInput, type BankStatementImport } from '@domain/reconciliation';
import { PAYMENT_VIEWS } from '@web/features/payments';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { BANK_STATEMENTS_PATH } from './get-bank-lines';

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
