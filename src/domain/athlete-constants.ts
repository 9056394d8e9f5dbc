import type { AgeCategory } from './age';

export const sexes = ['M', 'F'] as const;
export type Sex = (typeof sexes)[number];
export const sexLabels: Record<Sex, string> = { M: 'Masculino', F: 'Feminino' };

export const kinships = ['avo', 'mae', 'outro', 'pai', 'responsavel_legal', 'tio'] as const;
export type Kinship = (typeof kinships)[number];
export const kinshipLabels: Record<Kinship, string> = {
  avo: 'Avô/Avó',
  mae: 'Mãe',
  outro: 'Outro',
  pai: 'Pai',
  responsavel_legal: 'Responsável Legal',
  tio: 'Tio/Tia',
};

export const athleteStatuses = ['ATIVO', 'inativo'] as const;
export type AthleteStatus = (typeof athleteStatuses)[number];

export const MIN_SEARCH_LENGTH = 2;
export const ATHLETE_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface AthleteListItem {
  id: number;
  nomeCompleto: string;
  dataNascimento: string;
  idade: number;
  categoria: AgeCategory;
  sexo: Sex;
  cpf: string;
  telefone: string;
  responsavelNome: string;
  responsavelTelefone: string;
  status: AthleteStatus;
  /** URL of the 300×300 photo (changes when the photo does), or null. */
  fotoUrl: string | null;
}

export interface AthleteList {
  items: AthleteListItem[];
  total: number;
  page: number;
  pageSize: number;
  /** Whole school (within the caller's scope), whatever the filters. */
  stats: { total: number; ativos: number };
}

/** Header search (spec 1 §7.2 GET /api/search): athletes and enrolments the caller may see. */
export interface SearchResults {
  athletes: { id: number; nomeCompleto: string; cpf: string; responsavelNome: string }[];
  enrollments: { id: number; athleteId: number; athleteNome: string; teamNome: string }[];
}
