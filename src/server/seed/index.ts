import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedAccounts } from './accounts';
import { seedAttendance } from './attendance';
import { ATHLETE_COUNT, seedAthletes } from './athletes';
import { createContext, type SeedContext, type SeedStep } from './context';
import { todayIn } from '@domain/dates';
import { seedEnrollments } from './enrollments';
import { seedFamilyAccounts, seedGuardianLinks } from './guardians';
import { seedLedger } from './ledger';
import { seedNews } from './news';
import { seedOrganization } from './organization';
import { seedPayments } from './payments';
import { seedSchedule } from './schedule';
import { seedTraining } from './training';

/**
 * The demo school, step by step. A new area adds its file (exporting `seedX(tx, ctx)`) and one
 * line here, after the steps whose context it reads. Every step finds what it would create by a
 * natural key first, so running the seed again creates nothing.
 */
export const seedSteps: readonly { name: string; run: SeedStep }[] = [
  { name: 'empresa, unidades e turmas', run: seedOrganization },
  { name: 'contas de acesso', run: seedAccounts },
  { name: 'categorias e lançamentos financeiros', run: seedLedger },
  { name: 'atletas', run: seedAthletes },
  { name: 'vínculos da família de demonstração', run: seedGuardianLinks },
  { name: 'contas das famílias da rede', run: seedFamilyAccounts },
  { name: 'matrículas', run: seedEnrollments },
  { name: 'mensalidades e pagamentos', run: seedPayments },
  { name: 'notícias', run: seedNews },
  { name: 'planos de treino', run: seedTraining },
  { name: 'cronograma de treinos', run: seedSchedule },
  { name: 'PIX e chamadas dos últimos meses', run: seedAttendance },
];

/** Two seeds on one database wait for each other instead of both inserting. */
const SEED_LOCK_KEY = 727_001;

/** Runs every step in one transaction; returns the context with what was inserted. */
export async function runDemoSeed(
  db: Db,
  options: { timeZone: string; today?: string; athletes?: number; log?: (message: string) => void },
): Promise<SeedContext> {
  const ctx = createContext({
    timeZone: options.timeZone,
    today: options.today ?? todayIn(options.timeZone),
    athleteCount: options.athletes ?? ATHLETE_COUNT,
  });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // A network's statements sort and hash millions of rows (a year of marks): in memory, not on disk.
    await tx.execute(sql`set local work_mem = '256MB'`);
    for (const step of seedSteps) {
      const started = performance.now();
      try {
        await step.run(tx, ctx);
        options.log?.(`${step.name}: ${((performance.now() - started) / 1000).toFixed(1)}s`);
      } catch (error) {
        throw new Error(`Seed de demonstração falhou na etapa "${step.name}": ${error instanceof Error ? error.message : error}`, {
          cause: error,
        });
      }
    }
  });
  // After a bulk load: fresh statistics, and the visibility map set so index-only scans skip the
  // table (without the vacuum, PostgreSQL 15 counted 20,000 athletes by a full scan, 5× slower).
  if (Object.keys(ctx.inserted).length) {
    const started = performance.now();
    await db.execute(sql`vacuum analyze`);
    options.log?.(`vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)}s`);
  }
  return ctx;
}
