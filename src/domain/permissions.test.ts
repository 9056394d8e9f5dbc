import { expect, test } from 'vitest';
import { can } from './permissions';

test('a user holds a permission when their role is among its roles', () => {
  expect(can({ tipo: 'professor' }, 'manageAthletes')).toBe(true);
  expect(can({ tipo: 'assistente' }, 'manageAthletes')).toBe(false);
  expect(can({ tipo: 'cliente' }, 'manageAthletes')).toBe(false);
  expect(can({ tipo: 'assistente' }, 'manageGuardians')).toBe(true);
  expect(can({ tipo: 'professor' }, 'editEnrollments')).toBe(false);
  expect(can({ tipo: 'administrador' }, 'ownEveryTeam')).toBe(true);
});

test('no user holds any permission', () => {
  expect(can(null, 'takeAttendance')).toBe(false);
  expect(can(undefined, 'manageAthletes')).toBe(false);
});
