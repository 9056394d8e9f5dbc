import { z } from 'zod';
import { maskCep, onlyDigits } from './documents';

// Without zod, for the screens that only show the days (the family's Início).
export * from './weekdays';

/** Options of the team form (spec 1 §9); stored as shown. */
export const teamModalities = [
  'Futebol',
  'Vôlei',
  'Basquete',
  'Handball',
  'Futsal',
  'Natação',
  'Atletismo',
  'Tênis',
  'Judô',
  'Karatê',
] as const;
export type TeamModality = (typeof teamModalities)[number];

export const teamCategories = [
  'Sub-4',
  'Sub-5',
  'Sub-6',
  'Sub-7',
  'Sub-8',
  'Sub-9',
  'Sub-10',
  'Sub-11',
  'Sub-12',
  'Sub-13',
  'Sub-14',
  'Sub-15',
  'Sub-16',
  'Sub-17',
  'Sub-18',
  'Sub-20',
  'Adulto',
  'Master',
] as const;
export type TeamCategory = (typeof teamCategories)[number];

/** Spec 1 §9 "Country default Brasil". */
export const DEFAULT_COUNTRY = 'Brasil';

/** A unit's address parts; cep holds digits only. */
export interface Address {
  rua: string;
  numero: string | null;
  bairro: string;
  cidade: string;
  estado: string;
  pais: string;
  /** Digits only. */
  cep: string | null;
}

/** "Rua X, 100, Bairro, Cidade, SP, Brasil - CEP: 01234-567": the combined endereco of a unit. */
export function formatAddress(a: Address): string {
  const parts = [a.rua, a.numero, a.bairro, a.cidade, a.estado, a.pais].filter((p): p is string => Boolean(p?.trim()));
  const text = parts.map((p) => p.trim()).join(', ');
  return a.cep ? `${text} - CEP: ${maskCep(a.cep)}` : text;
}

/** A CEP with its 8 digits, typed masked or not; stored as digits, empty as null. */
export const optionalCep = (message: string) =>
  z
    .string({ error: message })
    .max(20, message)
    .refine((v) => v.trim() === '' || /^\s*\d{5}-?\d{3}\s*$/.test(v), message)
    .nullish()
    .transform((v) => (v ? onlyDigits(v) || null : null));
