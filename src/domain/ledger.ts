export const ledgerTypes = ['receita', 'despesa'] as const;
export type LedgerType = (typeof ledgerTypes)[number];
export const ledgerTypeLabels: Record<LedgerType, string> = { receita: 'Receita', despesa: 'Despesa' };
