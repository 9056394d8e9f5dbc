import { addYears, dateParts } from './dates';

/** Age categories of spec 1 §3: up to 6 → sub6, 7 to 18 → sub7 … sub18, above 18 → adulto. */
export const ageCategories = [
  'sub6', 'sub7', 'sub8', 'sub9', 'sub10', 'sub11', 'sub12', 'sub13', 'sub14', 'sub15', 'sub16', 'sub17', 'sub18', 'adulto',
] as const;
export type AgeCategory = (typeof ageCategories)[number];

export const ageCategoryLabels: Record<AgeCategory, string> = Object.fromEntries(
  ageCategories.map((c) => [c, c === 'adulto' ? '+18' : c]),
) as Record<AgeCategory, string>;

/** Whole years completed on `today` (both 'yyyy-MM-dd'); a 29 February birthday counts on 28 February. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = dateParts(birthDate);
  const [ty, tm, td] = dateParts(today);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  if (bm === 2 && bd === 29 && tm === 2 && td === 28 && !isLeap(ty)) age += 1;
  return Math.max(age, 0);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function ageCategory(age: number): AgeCategory {
  if (age <= 6) return 'sub6';
  if (age > 18) return 'adulto';
  return `sub${age}` as AgeCategory;
}

/**
 * The birth dates whose age on `today` falls in the category, as an SQL-friendly range:
 * born after `after` (exclusive) and on or before `onOrBefore` (inclusive); either may be open.
 */
export function birthDateRange(category: AgeCategory, today: string): { after: string | null; onOrBefore: string | null } {
  if (category === 'sub6') return { after: addYears(today, -7), onOrBefore: null };
  if (category === 'adulto') return { after: null, onOrBefore: addYears(today, -19) };
  const age = Number(category.slice(3));
  return { after: addYears(today, -(age + 1)), onOrBefore: addYears(today, -age) };
}
