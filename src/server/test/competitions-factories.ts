import { firstRow } from '../db/rows';
import type { Executor } from '../db/client';
import { championships, externalTeams, gameLineups, games } from '../db/schema/index';

/** Factories of the competitions area: rows as the services store them, overridable field by field. */

let sequence = 0;
const next = () => ++sequence;

/** A championship as the form sends it. */
export function championshipInput(overrides: Record<string, unknown> = {}) {
  return {
    nome: `Copa Primavera ${next()}`,
    descricao: 'Torneio entre escolas da zona sul',
    modalidade: 'futebol',
    formato: 'grupos',
    temporada: '2025',
    dataInicio: '2025-09-01',
    dataFim: '2025-11-30',
    status: 'planejado',
    organizador: 'Liga Escolar Paulista',
    local: 'Centro Esportivo Ibirapuera',
    observacoes: '',
    ...overrides,
  };
}

export async function makeChampionship(db: Executor, overrides: Partial<typeof championships.$inferInsert> = {}) {
  const row = firstRow(
    await db
    .insert(championships)
    .values({ nome: `Copa ${next()}`, modalidade: 'futebol', formato: 'grupos', temporada: '2025', dataInicio: '2025-09-01', ...overrides })
    .returning(),
    'insert row',
  );
  return row;
}

export function externalTeamInput(overrides: Record<string, unknown> = {}) {
  return {
    nome: `Tigres da Vila ${next()}`,
    modalidade: 'futebol',
    categoria: 'Sub-11',
    cidade: 'São Paulo',
    estado: 'SP',
    contato: 'Roberto Alves',
    telefone: '(11) 97777-8888',
    email: 'contato@tigres.com.br',
    observacoes: '',
    ...overrides,
  };
}

export async function makeExternalTeam(db: Executor, overrides: Partial<typeof externalTeams.$inferInsert> = {}) {
  const row = firstRow(
    await db
    .insert(externalTeams)
    .values({ nome: `Adversário ${next()}`, modalidade: 'futebol', categoria: 'Sub-11', ...overrides })
    .returning(),
    'insert row',
  );
  return row;
}

/** A game as the form sends it: a São Paulo wall-clock time, no score yet. */
export function gameInput(homeTeamId: number, awayTeamId: number, overrides: Record<string, unknown> = {}) {
  return {
    championshipId: null,
    homeTeamId,
    awayTeamId,
    homeTeamExternal: false,
    dataHora: '2025-10-04T09:30',
    local: 'Campo do Ibirapuera',
    endereco: 'Av. Pedro Álvares Cabral, s/n',
    natureza: 'amistoso',
    fase: '',
    rodada: '',
    placarCasa: null,
    placarVisitante: null,
    status: 'agendado',
    arbitro: '',
    tecnicoResponsavel: 'Carlos Eduardo Santos',
    observacoes: '',
    ...overrides,
  };
}

export async function makeGame(db: Executor, homeTeamId: number, awayTeamId: number, overrides: Partial<typeof games.$inferInsert> = {}) {
  const row = firstRow(
    await db
    .insert(games)
    .values({
      homeTeamId,
      awayTeamId,
      dataHora: new Date('2025-10-04T12:30:00Z'),
      local: `Campo ${next()}`,
      natureza: 'amistoso',
      ...overrides,
    })
    .returning(),
    'insert row',
  );
  return row;
}

export async function makeLineupEntry(db: Executor, gameId: number, athleteId: number, overrides: Partial<typeof gameLineups.$inferInsert> = {}) {
  const row = firstRow(
    await db.insert(gameLineups).values({ gameId, athleteId, posicao: 'Atacante', ...overrides }).returning(),
    'insert row',
  );
  return row;
}
