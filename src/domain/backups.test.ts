import { expect, test } from 'vitest';
import { backupWarning } from './backups';

const now = new Date('2026-11-28T12:00:00Z');
const finished = (iso: string) => ({ ultimo: { concluidoEm: iso, bytes: 1000 }, falha: null });

test('a backup from the last two days needs no warning; an older one does', () => {
  expect(backupWarning(finished('2026-11-26T12:30:00Z'), now)).toBeNull();
  expect(backupWarning(finished('2026-11-26T11:30:00Z'), now)).toBe('O último backup tem mais de dois dias. Verifique se o Plantel está rodando.');
});

test('a failure after the last backup, or no backup at all, is a warning', () => {
  expect(backupWarning({ ...finished('2026-11-28T02:00:00Z'), falha: { em: '2026-11-28T02:10:00Z', erro: 'disco cheio' } }, now)).toBe(
    'O último backup falhou: disco cheio',
  );
  expect(backupWarning({ ultimo: null, falha: null }, now)).toBe('Nenhum backup foi feito ainda.');
});
