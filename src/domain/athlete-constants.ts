import type { z } from 'zod';
import type { searchResultsSchema } from './athletes';

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

/** Header search (spec 1 §7.2 GET /api/search), described by `searchResultsSchema`. */
export type SearchResults = z.output<typeof searchResultsSchema>;
