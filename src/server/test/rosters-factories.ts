import { firstRow } from '../db/rows';
import type { Executor } from '../db/client';
import { managedTeams } from '../db/schema/index';

let sequence = 0;

/** A managed team ("Gestão de Equipes") of the unit: futebol sub-11, active, 25 places unless told. */
export async function makeManagedTeam(db: Executor, unitId: number, overrides: Partial<typeof managedTeams.$inferInsert> = {}) {
  const team = firstRow(
    await db
    .insert(managedTeams)
    .values({ unitId, nome: `Equipe ${++sequence}`, categoria: 'sub-11', modalidade: 'futebol', ...overrides })
    .returning(),
    'insert team',
  );
  return team;
}

/** A new team as the 'Nova Equipe' form sends it. */
export function managedTeamInput(unitId: number, overrides: Record<string, unknown> = {}) {
  return { nome: `Equipe ${++sequence}`, categoria: 'sub-11', modalidade: 'futebol', status: 'ativa', unitId, ...overrides };
}
