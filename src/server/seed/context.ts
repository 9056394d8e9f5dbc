import type { EnrollmentType, PlanType } from '@domain/enrollments';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * What the seed steps share. Each step reads what earlier steps stored here and adds its own;
 * `need` fails loudly when a step runs before the one it depends on.
 */

export interface SeedAccount {
  id: number;
  email: string;
  nomeCompleto: string;
  tipo: 'administrador' | 'professor' | 'cliente';
  /** True when this run created it (so the printed password is the demo one). */
  created: boolean;
}

export interface SeedUnit {
  id: number;
  key: string;
  nome: string;
}

export interface SeedTeam {
  id: number;
  key: string;
  unitId: number;
  nome: string;
  modalidade: string;
  categoria: string;
  /** Ages (inclusive) of the athletes the seed places in this team. */
  ages: readonly [number, number];
  valorMensalidade: string;
  professorNome: string;
}

export interface SeedAthlete {
  id: number;
  cpf: string;
  nomeCompleto: string;
  age: number;
  responsavelCpf: string;
  /** Index in the generated list (0-based): drives deterministic choices in later steps. */
  index: number;
}

export interface SeedEnrollment {
  id: number;
  athlete: SeedAthlete;
  team: SeedTeam;
  tipoMatricula: EnrollmentType;
  tipoPlano: PlanType;
  valorMensalidade: string;
  desconto: string;
  status: 'ativa' | 'inativa';
  dataMatricula: string;
  dataVencimento: string;
  dataInativacao: string | null;
  /** How many of its most recent past instalments the family has not paid. */
  overdue: number;
}

export interface SeedContext {
  /** The school's date (APP_TIMEZONE), yyyy-MM-dd. */
  today: string;
  timeZone: string;
  /** How many athletes the school has (120 by default; benchmarks ask for many more). */
  athleteCount: number;
  /** Rows inserted by this run, by table. */
  inserted: Record<string, number>;
  count(table: string, rows: number): void;

  company?: { id: number; nomeFantasia: string };
  units?: SeedUnit[];
  teams?: SeedTeam[];
  accounts?: { admin: SeedAccount; professor: SeedAccount; family: SeedAccount };
  /** Ledger category ids by `${tipo}:${nome}`. */
  categories?: Map<string, number>;
  /** Every demo athlete (stored before or by this run). */
  athletes?: SeedAthlete[];
  /** Enrolments created by this run: only these get instalments and payments. */
  newEnrollments?: SeedEnrollment[];
  /** A network's family accounts, familia1@plantel.demo up to this number (0 for a small school). */
  families?: number;
}

export type SeedStep = (tx: Tx, ctx: SeedContext) => Promise<void>;

export function createContext(options: { today: string; timeZone: string; athleteCount: number }): SeedContext {
  const inserted: Record<string, number> = {};
  return {
    ...options,
    inserted,
    count(table, rows) {
      if (rows > 0) inserted[table] = (inserted[table] ?? 0) + rows;
    },
  };
}

export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed: a etapa que cria ${what} precisa rodar antes desta.`);
  return value;
}

/** PostgreSQL types of the columns `bulkInsert` writes, by the row's (camelCase) key. */
export type ColumnTypes<Row> = { [K in keyof Row]?: 'int' | 'text' | 'numeric' | 'date' | 'boolean' | 'timestamptz' };

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Inserts many rows with one statement per `size` rows, each column sent as ONE array parameter
 * and unnested: a VALUES list has a parameter per cell (at most 65,535 a statement) and costs far
 * more to build and parse. Rows conflicting with a unique index are skipped; `returning` (column
 * names) hands back those of the inserted rows, otherwise only how many were inserted.
 */
export async function bulkInsert<Row extends Record<string, unknown>, Out = never>(
  tx: Tx,
  table: string,
  types: ColumnTypes<Row>,
  rows: readonly Row[],
  options: { conflict?: string; returning?: string; size?: number } = {},
): Promise<{ count: number; rows: Out[] }> {
  const keys = Object.keys(types) as (keyof Row & string)[];
  const columns = sql.raw(keys.map(snakeCase).join(', '));
  const size = options.size ?? 20_000;
  const out: Out[] = [];
  let count = 0;
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const arrays = sql.join(
      keys.map((key) => sql`${sql.param(chunk.map((row) => row[key] ?? null))}::${sql.raw(types[key]!)}[]`),
      sql`, `,
    );
    const insert = sql`insert into ${sql.raw(table)} (${columns}) select * from unnest(${arrays}) on conflict ${sql.raw(options.conflict ?? '')} do nothing`;
    if (options.returning) {
      const result = await tx.execute<Record<string, unknown>>(sql`${insert} returning ${sql.raw(options.returning)}`);
      for (const row of result.rows) out.push(row as Out);
      count += result.rows.length;
    } else {
      const result = await tx.execute<{ count: number }>(sql`with inserted as (${insert} returning 1) select count(*)::int as count from inserted`);
      count += result.rows[0]!.count;
    }
  }
  return { count, rows: out };
}
