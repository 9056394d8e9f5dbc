export const managedTeamStatuses = ['ativa', 'inativa', 'arquivada'] as const;
export type ManagedTeamStatus = (typeof managedTeamStatuses)[number];
export const managedTeamStatusLabels: Record<ManagedTeamStatus, string> = {
  ativa: 'Ativa',
  inativa: 'Inativa',
  arquivada: 'Arquivada',
};

/** Options of the new-team form (spec 2 §9). */
export const managedTeamCategories = ['sub-7', 'sub-9', 'sub-11', 'sub-13', 'sub-15', 'sub-17', 'sub-20', 'adulto'] as const;
export type ManagedTeamCategory = (typeof managedTeamCategories)[number];
export const managedTeamModalities = ['futebol', 'futsal', 'basquete', 'volei'] as const;
export type ManagedTeamModality = (typeof managedTeamModalities)[number];

export const MANAGED_TEAM_MAX_ATHLETES = { min: 1, max: 50, default: 25 } as const;

export const rosterActions = ['adicionado', 'removido', 'alterado'] as const;
export type RosterAction = (typeof rosterActions)[number];
export const rosterActionLabels: Record<RosterAction, string> = {
  adicionado: 'Adicionado',
  removido: 'Removido',
  alterado: 'Alterado',
};

export const preferredPositions = [
  'goleiro',
  'zagueiro',
  'lateral-direito',
  'lateral-esquerdo',
  'volante',
  'meio-campo',
  'atacante',
  'ponta-direita',
  'ponta-esquerda',
] as const;
export type PreferredPosition = (typeof preferredPositions)[number];
export const preferredPositionLabels: Record<PreferredPosition, string> = {
  goleiro: 'Goleiro',
  zagueiro: 'Zagueiro',
  'lateral-direito': 'Lateral direito',
  'lateral-esquerdo': 'Lateral esquerdo',
  volante: 'Volante',
  'meio-campo': 'Meio-campo',
  atacante: 'Atacante',
  'ponta-direita': 'Ponta direita',
  'ponta-esquerda': 'Ponta esquerda',
};
