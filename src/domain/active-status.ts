/** The on/off status of companies, units, teams, users and training plans. */
export const activeStatuses = ['ativo', 'inativo'] as const;
export type ActiveStatus = (typeof activeStatuses)[number];
export const activeStatusLabels: Record<ActiveStatus, string> = { ativo: 'Ativo', inativo: 'Inativo' };
