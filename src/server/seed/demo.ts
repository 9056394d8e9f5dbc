import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { runDemoSeed } from './index';
import { familyEmail } from './guardians';
import { DEMO_PASSWORD } from './people';

/**
 * `npm run seed:demo`: fills the database (the embedded one in DATA_DIR, or DATABASE_URL) with the
 * demo school, then prints the demo accounts. Safe to run again: it only adds what is missing.
 */
export async function seedDemo(argv = process.argv.slice(2)) {
  const config = loadConfig();
  const athletes = athleteCountOption(argv);
  const log = (message: string) => console.log(`[seed] ${message}`);
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  try {
    const ctx = await runDemoSeed(database.db, { timeZone: config.timeZone, athletes, log: (message) => log(`  ${message}`) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const inserted = Object.entries(ctx.inserted);
    if (inserted.length) {
      log(`Escola de demonstração criada em ${seconds}s (data de referência ${ctx.today}). Linhas inseridas:`);
      for (const [table, rows] of inserted) log(`  ${table.padEnd(22)} ${rows}`);
    } else {
      log(`Nada novo: a escola de demonstração já existe (${seconds}s).`);
    }
    const accounts = ctx.accounts!;
    log('Contas de demonstração:');
    for (const account of [accounts.admin, accounts.professor, accounts.family]) {
      const password = account.created ? DEMO_PASSWORD : `${DEMO_PASSWORD} (se não foi alterada)`;
      log(`  ${account.tipo.padEnd(14)} ${account.email.padEnd(26)} senha: ${password}`);
    }
    if (ctx.families) {
      log(`  famílias       ${familyEmail(1)} … ${familyEmail(ctx.families)} senha: ${DEMO_PASSWORD} (se não foi alterada)`);
    }
  } finally {
    await database.close();
  }
}

/** `--athletes N` makes a larger school (e.g. 20000 for the benchmark). */
function athleteCountOption(argv: string[]): number | undefined {
  const index = argv.indexOf('--athletes');
  if (index < 0) return undefined;
  const count = Number(argv[index + 1]);
  if (!Number.isInteger(count) || count < 10 || count > 200_000) throw new Error('--athletes espera um número inteiro entre 10 e 200000');
  return count;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  seedDemo().catch((error) => {
    console.error(`[seed] ${error instanceof Error ? error.message : error}`);
    if (error instanceof Error && error.cause) console.error(error.cause);
    process.exitCode = 1;
  });
}
