import type { EnrollmentType, PlanType } from '../../../domain/enrollments';
import type { Tx } from '../client';

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

/** Runs `insert` over rows in chunks (one statement per chunk) and concatenates what it returns. */
export async function inChunks<Row, Out>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<Out[]>,
  size = 1000,
): Promise<Out[]> {
  const out: Out[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}
