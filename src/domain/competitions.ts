export const championshipStatuses = ['planejado', 'andamento', 'finalizado', 'cancelado'] as const;
export type ChampionshipStatus = (typeof championshipStatuses)[number];
export const championshipStatusLabels: Record<ChampionshipStatus, string> = {
  planejado: 'Planejado',
  andamento: 'Em andamento',
  finalizado: 'Finalizado',
  cancelado: 'Cancelado',
};

export const gameStatuses = ['agendado', 'andamento', 'finalizado', 'cancelado', 'adiado'] as const;
export type GameStatus = (typeof gameStatuses)[number];
export const gameStatusLabels: Record<GameStatus, string> = {
  agendado: 'Agendado',
  andamento: 'Em andamento',
  finalizado: 'Finalizado',
  cancelado: 'Cancelado',
  adiado: 'Adiado',
};

export const gameNatures = ['amistoso', 'oficial', 'treino', 'peneira'] as const;
export type GameNature = (typeof gameNatures)[number];
export const gameNatureLabels: Record<GameNature, string> = {
  amistoso: 'Amistoso',
  oficial: 'Oficial',
  treino: 'Treino',
  peneira: 'Peneira',
};

export const championshipFormats = ['eliminatoria', 'grupos', 'pontos_corridos'] as const;
export type ChampionshipFormat = (typeof championshipFormats)[number];
export const championshipFormatLabels: Record<ChampionshipFormat, string> = {
  eliminatoria: 'Eliminatória',
  grupos: 'Grupos',
  pontos_corridos: 'Pontos corridos',
};

export const competitionModalities = ['futebol', 'futsal', 'basquete', 'volei', 'handebol'] as const;
export type CompetitionModality = (typeof competitionModalities)[number];
export const competitionModalityLabels: Record<CompetitionModality, string> = {
  futebol: 'Futebol',
  futsal: 'Futsal',
  basquete: 'Basquete',
  volei: 'Vôlei',
  handebol: 'Handebol',
};

export const gameEventTypes = ['gol', 'cartao_amarelo', 'cartao_vermelho', 'substituicao'] as const;
export type GameEventType = (typeof gameEventTypes)[number];
export const gameEventTypeLabels: Record<GameEventType, string> = {
  gol: 'Gol',
  cartao_amarelo: 'Cartão amarelo',
  cartao_vermelho: 'Cartão vermelho',
  substituicao: 'Substituição',
};

export const gameSides = ['casa', 'visitante'] as const;
export type GameSide = (typeof gameSides)[number];
export const gameSideLabels: Record<GameSide, string> = { casa: 'Casa', visitante: 'Visitante' };
