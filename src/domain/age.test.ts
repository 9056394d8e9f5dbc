import { describe, expect, test } from 'vitest';
import { ageCategory, ageCategories, ageOn, birthDateRange } from './age';

describe('ageOn', () => {
  test.each([
    ['2014-03-15', '2026-03-14', 11],
    ['2014-03-15', '2026-03-15', 12],
    ['2014-03-15', '2026-12-31', 12],
    ['2012-02-29', '2026-02-28', 14],
    ['2012-02-29', '2028-02-28', 15],
    ['2012-02-29', '2028-02-29', 16],
    ['2026-05-01', '2026-11-22', 0],
  ])('born %s, on %s → %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});

test('categories: up to 6 is sub6, 7 to 18 subN, above 18 adulto', () => {
  expect([0, 5, 6, 7, 12, 18, 19, 40].map(ageCategory)).toEqual(['sub6', 'sub6', 'sub6', 'sub7', 'sub12', 'sub18', 'adulto', 'adulto']);
});

test('birthDateRange agrees with ageOn for every category around its edges', () => {
  const today = '2026-11-22';
  for (const category of ageCategories) {
    const { after, onOrBefore } = birthDateRange(category, today);
    const inRange = (birth: string) => (after === null || birth > after) && (onOrBefore === null || birth <= onOrBefore);
    for (const birth of ['2026-01-01', '2020-11-23', '2019-11-22', '2019-11-23', '2014-11-22', '2014-11-23', '2008-11-22', '2007-11-22', '2007-11-23', '1990-01-01']) {
      expect(inRange(birth), `${category} ${birth}`).toBe(ageCategory(ageOn(birth, today)) === category);
    }
  }
});
