import { z } from 'zod';
import { maskCep, onlyDigits } from './documents';

export const weekdays = ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayLabels: Record<Weekday, string> = {
  segunda: 'Segunda-feira',
  terca: 'Terça-feira',
  quarta: 'Quarta-feira',
  quinta: 'Quinta-feira',
  sexta: 'Sexta-feira',
  sabado: 'Sábado',
  domingo: 'Domingo',
};

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

/** The list of weekday ids a team meets on, as stored (a JSON text list); anything unreadable is no day. */
export function parseWeekdays(stored: string | null | undefined): Weekday[] {
  try {
    const list: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(list) ? weekdays.filter((d) => list.includes(d)) : [];
  } catch {
    return [];
  }
}

const weekdayBySundayIndex: readonly Weekday[] = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];

/** The weekday id of a yyyy-MM-dd date. */
export const weekdayOf = (date: string): Weekday => weekdayBySundayIndex[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** "Segunda-feira, Quarta-feira": the days in week order, as the schedule column shows them. */
export const formatWeekdays = (days: readonly Weekday[]) =>
  weekdays
    .filter((d) => days.includes(d))
    .map((d) => weekdayLabels[d])
    .join(', ');

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
