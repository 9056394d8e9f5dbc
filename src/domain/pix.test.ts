import { describe, expect, test } from 'vitest';
import { payAllOffer } from './pix';

const fee = (id: number, enrollmentId: number, dataVencimento: string) => ({ id, enrollmentId, dataVencimento });

describe('payAllOffer', () => {
  test('each enrolment’s overdue fees and its next one, never the rest of the year', () => {
    const open = [fee(1, 10, '2026-10-10'), fee(2, 10, '2026-11-10'), fee(3, 10, '2026-12-10'), fee(4, 10, '2027-01-10')];
    expect(payAllOffer(open, '2026-11-28').map((row) => row.id)).toEqual([1, 2, 3]);
  });

  test('owing nothing: the next fee of each enrolment only', () => {
    const open = [fee(1, 10, '2026-12-10'), fee(2, 10, '2027-01-10'), fee(3, 20, '2026-12-05'), fee(4, 20, '2027-01-05')];
    expect(payAllOffer(open, '2026-11-28').map((row) => row.id)).toEqual([1, 3]);
  });

  test('a fee due today is the next one, not overdue', () => {
    expect(payAllOffer([fee(1, 10, '2026-11-28'), fee(2, 10, '2026-12-28')], '2026-11-28').map((row) => row.id)).toEqual([1]);
  });
});
