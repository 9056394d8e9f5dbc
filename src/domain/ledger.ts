export const ledgerTypes = ['receita', 'despesa'] as const;
export type LedgerType = (typeof ledgerTypes)[number];
export const ledgerTypeLabels: Record<LedgerType, string> = { receita: 'Receita', despesa: 'Despesa' };

/** Category of the receitas recorded when an instalment is paid. */
export const MENSALIDADES = 'Mensalidades';

/** Categories every school starts with. */
export const defaultCategories: Record<LedgerType, readonly string[]> = {
  receita: [MENSALIDADES, 'Uniformes', 'Eventos', 'Patrocínio'],
  despesa: ['Salários', 'Aluguel', 'Material Esportivo', 'Manutenção', 'Impostos'],
};
