import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { START_NODE_ARGS } from '../e2e/support/start-node-args';
import { buildServer } from '../scripts/build-server.mjs';
import type { SessionUser } from '../src/domain/auth';
import { athleteListQuerySchema } from '../src/domain/athletes';
import { attendanceReportQuerySchema } from '../src/domain/attendance';
import { addMonthsClamped, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { enrollmentListQuerySchema, enrollmentPaymentsQuerySchema } from '../src/domain/enrollments';
import { financialRecordQuerySchema } from '../src/domain/ledger';
import { publishedNewsQuerySchema } from '../src/domain/news';
import { parseWeekdays, weekdayOf } from '../src/domain/organization';
import { createDb, type Db } from '../src/server/db/client';
import { listAthletes } from '../src/server/modules/athletes/athletes.service';
import { attendanceReport } from '../src/server/modules/attendance/rates.service';
import { listEnrollmentPayments } from '../src/server/modules/payments/enrollment-payments.service';
import { listEnrollments } from '../src/server/modules/enrollments/enrollments.service';
import { listRecords } from '../src/server/modules/ledger/ledger.service';
import { listPublishedNews } from '../src/server/modules/news/news.service';
import { exportTargets, measureExport, residentMb } from './exports';
import { mixedLoad, THINK_MS, type CoachUser, type FamilyUser } from './mixed-load';
import { roundRobinProxy } from './proxy';
import { measureSettlement, settlementEnv } from './settlement';
import { benchStatement, STATEMENT_LINES } from './statement';

/**
 * `npm run bench`: a production server on loopback over a school of 20,000 athletes (seeded once into
 * bench/data, or into DATABASE_URL's database when it is set), measured with autocannon. A benchmark,
 * not a test: it prints every figure against its target and exits 0 unless something fails to run.
 *
 * Beside each endpoint: for list endpoints, the same service's SQL called straight through the driver
 * (the database's floor, no HTTP); for the session check, a bare Fastify JSON route in its own process
 * (the framework's ceiling). Then the server's resident memory and its start-up time on the existing data.
 *
 * Then every export alone (first byte, total time, peak memory while it streams), the evening peak
 * of families and coaches together (mixed-load.ts), and with `--instances 2` all of it through a
 * round-robin proxy in front of two app processes on the one database (proxy.ts).
 *
 * Options: --athletes N (20000), --seconds S per endpoint (10), --connections C (10 clients at once),
 * --instances I (1), --mixed-seconds M (60), --only TEXT (only the endpoints, exports and "carga mista"
 * whose name holds TEXT: a before/after of one change without the whole run).
 */
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ATHLETES = arg('athletes', 20_000);
const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 10);
const INSTANCES = arg('instances', 1);
const MIXED_SECONDS = arg('mixed-seconds', 60);
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]!.toLocaleLowerCase('pt-BR') : '';
const chosen = (name: string) => name.toLocaleLowerCase('pt-BR').includes(ONLY);
const MIXED_FAMILIES = 200;
const MIXED_COACHES = 20;
// One folder per network size, so a 100,000-athlete run never grows the 20,000-athlete school.
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? (ATHLETES === 20_000 ? 'bench/data' : `bench/data-${ATHLETES}`));
const DATABASE_URL = process.env.DATABASE_URL || '';
const BENCH_ACCOUNTS = 400;
const SERVER_MAIN = 'dist/server/serve.js';
const today = todayIn(SCHOOL_TIME_ZONE);
const month = { inicio: `${today.slice(0, 7)}-01`, fim: today };
const FAMILY_EMAIL = 'familia@plantel.demo';

type Direct = (db: Db, user: SessionUser) => Promise<unknown>;
interface Target {
  name: string;
  path: string;
  /** Reads must stay under 50 ms median and 200 ms p99; writes and sign-in are reported only. */
  read: boolean;
  direct?: Direct;
  kind?: 'payments' | 'login';
  /** Whose session measures it: the administrador's unless it is the demo family's page. */
  as?: 'family';
}

interface Ids {
  athlete: number;
  enrollment: number;
  /** One of the demo family's open instalments, never paid by the payments target. */
  familyInstalment: number;
  /** A team and a day it trains (today when it trains today) for its roll, and its lista de presença and iCal feed. */
  rollTeam: number;
  rollDay: string;
  calendarToken: string;
}

const targets = (ids: Ids): Target[] => [
  { name: 'entrar (login)', path: '/api/auth/login', read: false, kind: 'login' },
  { name: 'sessão (auth/me)', path: '/api/auth/me', read: true },
  {
    name: 'atletas: busca por nome',
    path: '/api/athletes?busca=silva',
    read: true,
    direct: (db, user) => listAthletes(db, user, athleteListQuerySchema.parse({ busca: 'silva' }), today),
  },
  { name: 'um atleta', path: `/api/athletes/${ids.athlete}`, read: true },
  {
    name: 'matrículas (1 pág.)',
    path: '/api/enrollments',
    read: true,
    direct: (db, user) => listEnrollments(db, user, enrollmentListQuerySchema.parse({})),
  },
  {
    name: 'pagamentos: vencidas',
    path: '/api/enrollments-with-payments?somenteVencidas=true',
    read: true,
    direct: (db, user) => listEnrollmentPayments(db, user, enrollmentPaymentsQuerySchema.parse({ somenteVencidas: 'true' }), today),
  },
  { name: 'financeiro de uma matrícula', path: `/api/enrollments-with-payments/${ids.enrollment}`, read: true },
  { name: 'processar/cancelar parcela', path: '/api/monthly-payments', read: false, kind: 'payments' },
  {
    name: 'lançamentos do mês + totais',
    path: `/api/financial-records?inicio=${month.inicio}&fim=${month.fim}`,
    read: true,
    direct: (db) => listRecords(db, financialRecordQuerySchema.parse(month), today),
  },
  { name: 'relatório: resumo (ano)', path: '/api/reports/summary?periodo=ano', read: true },
  { name: 'relatório: atletas', path: '/api/reports/athletes?periodo=todos', read: true },
  { name: 'relatório: turmas', path: '/api/reports/teams?periodo=todos', read: true },
  { name: 'relatório: matrículas', path: '/api/reports/enrollments?periodo=ano', read: true },
  { name: 'relatório: financeiro (mês)', path: '/api/reports/finance', read: true },
  {
    name: 'notícias publicadas',
    path: '/api/news/published',
    read: true,
    direct: (db) => listPublishedNews(db, publishedNewsQuerySchema.parse({})),
  },
  { name: 'cronograma da semana', path: `/api/cronograma?semana=${today}`, read: true },
  { name: 'família: Início', path: '/api/family/home', read: true, as: 'family' },
  { name: 'família: PIX de uma parcela', path: `/api/monthly-payments/${ids.familyInstalment}/pix`, read: true, as: 'family' },
  { name: 'chamada: treinos do dia', path: `/api/attendance/day?data=${today}`, read: true },
  { name: 'chamada de uma turma', path: `/api/teams/${ids.rollTeam}/sessions/${ids.rollDay}/attendance`, read: true },
  {
    name: 'relatório: frequência (mês)',
    path: `/api/reports/attendance?de=${month.inicio}&ate=${today}`,
    read: true,
    direct: (db) => attendanceReport(db, attendanceReportQuerySchema.parse({ de: month.inicio, ate: today })),
  },
  { name: 'frequência de um atleta (3m)', path: `/api/athletes/${ids.athlete}/attendance?de=${addMonthsClamped(today, -3)}&ate=${today}`, read: true },
  { name: 'Início: pendências', path: '/api/pending-counts', read: true },
  { name: 'Início: risco de evasão', path: '/api/attendance/dropout-risk', read: true },
  { name: 'calendário iCal de uma turma', path: `/api/calendar/${ids.calendarToken}.ics`, read: true },
  { name: `conciliação: propostas (${STATEMENT_LINES} créd.)`, path: '/api/bank-statements/lines?status=pendente', read: true },
];

function freePort() {
  return new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitHealthy(url: string, child: ChildProcess) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: o processo encerrou`);
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

function databaseUrl() {
  return DATABASE_URL || `postgresql://postgres@/plantel?host=${encodeURIComponent(path.join(DATA_DIR, 'postgres'))}&port=5432`;
}

/** Ids to read and open instalments to pay, plus sign-in accounts (the admin's password) so sign-in can be measured under its rate limits. */
async function prepare(): Promise<
  Omit<Ids, 'calendarToken'> & { open: number[]; statement: string; families: { email: string; instalment: number }[]; coaches: Omit<CoachUser, 'token'>[] }
> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(
      `insert into users (nome, nome_completo, email, cpf, senha, tipo, ativo, status)
       select 'Bench', 'Bench ' || i, 'bench' || i || '@plantel.demo', null, a.senha, 'professor', true, 'ativo'
         from generate_series(1, $1::int) i, (select senha from users where email = 'admin@plantel.demo') a
       on conflict do nothing`,
      [BENCH_ACCOUNTS],
    );
    const one = async (sql: string) => (await client.query<{ id: number }>(sql)).rows[0]!.id;
    const athlete = await one('select id from athletes order by id offset 100 limit 1');
    const enrollment = await one('select enrollment_id as id from monthly_payments group by enrollment_id order by enrollment_id offset 100 limit 1');
    const familyInstalment = await one(
      `select mp.id from monthly_payments mp
         join enrollments e on e.id = mp.enrollment_id
         join athlete_guardians g on g.athlete_id = e.athlete_id and g.ativo
         join users u on u.id = g.user_id and u.email = '${FAMILY_EMAIL}'
        where mp.status = 'pendente' order by mp.data_vencimento, mp.id limit 1`,
    );
    // The first active team that trains today; on a day none does, the first team on its latest session.
    const teamRows = (await client.query<{ id: number; dias_semana: string }>(`select id, dias_semana from teams where status = 'ativo' order by id`)).rows;
    const trainsToday = teamRows.find((t) => parseWeekdays(t.dias_semana).includes(weekdayOf(today)));
    const rollTeam = trainsToday?.id ?? teamRows[0]!.id;
    const rollDay = trainsToday
      ? today
      : (await client.query<{ data: string }>('select max(data)::text as data from training_sessions where team_id = $1', [rollTeam])).rows[0]!.data;
    const { rows } = await client.query<{ id: number }>(`select id from monthly_payments where status = 'pendente' order by id limit 2000`);
    const open = rows.map((r) => r.id).filter((id) => id !== familyInstalment);
    // The mixed load's families (any guardian account but the demo one) with an open instalment each,
    // never one the payments target pays and cancels (its last turn may leave one paid, and that
    // family's PIX would then rightly answer 409), and its coaches: bench professors, each on
    // another team that trains on the roll's day.
    const families = (
      await client.query<{ email: string; instalment: number }>(
        `select distinct on (u.id) u.email, mp.id as instalment
           from users u
           join athlete_guardians g on g.user_id = u.id and g.ativo
           join enrollments e on e.athlete_id = g.athlete_id
           join monthly_payments mp on mp.enrollment_id = e.id and mp.status = 'pendente'
          where u.email <> $1 and mp.id <> all($3::int[])
          order by u.id, mp.data_vencimento, mp.id
          limit $2`,
        [FAMILY_EMAIL, MIXED_FAMILIES, open],
      )
    ).rows;
    const rollWeekday = weekdayOf(rollDay);
    const coachTeams = teamRows.filter((t) => parseWeekdays(t.dias_semana).includes(rollWeekday)).map((t) => t.id);
    const coaches = (
      await client.query<{ team: number; athlete: number }>(
        `select e.team_id as team, min(e.athlete_id) as athlete from enrollments e
          where e.status = 'ativa' and e.team_id = any($1::int[]) and e.data_matricula <= $2::date
          group by e.team_id order by e.team_id limit $3`,
        [coachTeams, rollDay, MIXED_COACHES],
      )
    ).rows.map((r) => ({ ...r, day: rollDay }));
    const statement = await benchStatement(client, today);
    return {
      athlete,
      enrollment,
      familyInstalment,
      rollTeam,
      rollDay,
      open,
      statement,
      families,
      coaches,
    };
  } finally {
    await client.end();
  }
}

/** Pay an instalment, then cancel it on the next turn: the data ends as it started. */
function paymentRequests(ids: number[]) {
  let turn = 0;
  const body = JSON.stringify({ dataPagamento: today, metodoPagamento: 'pix', valorDesconto: 0 });
  return [
    {
      method: 'PATCH' as const,
      setupRequest: (request: autocannon.Request) => {
        const id = ids[Math.floor(turn / 2) % ids.length];
        const pay = turn++ % 2 === 0;
        return pay
          ? { ...request, path: `/api/monthly-payments/${id}/process`, body, headers: { ...request.headers, 'content-type': 'application/json' } }
          : { ...request, path: `/api/monthly-payments/${id}/cancel` };
      },
    },
  ];
}

/** Each sign-in as another bench account from another address, so the per-account and per-IP limits (25) never trip. */
function loginRequests() {
  let n = 0;
  return [
    {
      method: 'POST' as const,
      setupRequest: (request: autocannon.Request) => {
        n++;
        const body = JSON.stringify({ email: `bench${(n % BENCH_ACCOUNTS) + 1}@plantel.demo`, senha: 'Plantel@2026' });
        const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        return { ...request, body, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip } };
      },
    },
  ];
}

/** The service's own SQL through the driver, CONNECTIONS at a time, for half the endpoint's time: its median latency. */
async function directMedian(db: Db, user: SessionUser, direct: Direct) {
  const latencies: number[] = [];
  const until = performance.now() + (SECONDS * 1000) / 2;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await direct(db, user);
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return latencies[Math.floor(latencies.length / 2)];
}

/** A Fastify route that answers a constant JSON, in its own process: the framework's ceiling. */
async function startBareRoute() {
  const port = await freePort();
  const code = `import Fastify from 'fastify'; const app = Fastify(); app.get('/bare', async () => ({ ok: true }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitHealthy(`http://127.0.0.1:${port}/bare`, child);
  return { child, url: `http://127.0.0.1:${port}/bare` };
}

const fmt = (n: number) => (n < 10 ? n.toFixed(1) : String(Math.round(n)));

const startInstance = (env: NodeJS.ProcessEnv) => spawn(process.execPath, [...START_NODE_ARGS, SERVER_MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });

async function main() {
  const where = DATABASE_URL ? `DATABASE_URL (${new URL(DATABASE_URL).host})` : `PostgreSQL embutido em ${DATA_DIR}`;
  console.log(`Semeando ${ATHLETES} atletas (${where}; só o que falta)...`);
  const seedStart = performance.now();
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/seed/demo.ts', '--athletes', String(ATHLETES)], {
    env: { ...process.env, DATA_DIR, DATABASE_URL },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seed.status !== 0) throw new Error('o seed falhou');
  console.log(`seed: ${Math.round((performance.now() - seedStart) / 1000)} s`);

  // The server as npm start runs it: compiled, with its Node flags.
  await buildServer();
  // The first instance starts the embedded PostgreSQL (or uses DATABASE_URL); the others reach the same database.
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const envFor = (port: number, databaseUrlOf: string) => ({
    ...process.env,
    DATA_DIR,
    DATABASE_URL: databaseUrlOf,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    // A backup of the whole school in the middle of a measurement would be measured too.
    BACKUP_HOUR: 'off',
    // The school's bank for the settlement measurement: the stand-in's CA, and a key for the connection's secrets.
    ...settlementEnv,
  });
  const startedAt = performance.now();
  const servers: ChildProcess[] = [startInstance(envFor(ports[0]!, DATABASE_URL))];
  const bare = await startBareRoute();
  let db: Db | undefined;
  let proxy: Awaited<ReturnType<typeof roundRobinProxy>> | undefined;
  try {
    await waitHealthy(`http://127.0.0.1:${ports[0]}/api/health`, servers[0]!);
    const startupMs = performance.now() - startedAt;
    for (const port of ports.slice(1)) {
      const next = startInstance(envFor(port, databaseUrl()));
      servers.push(next);
      await waitHealthy(`http://127.0.0.1:${port}/api/health`, next);
    }
    if (INSTANCES > 1) proxy = await roundRobinProxy(ports);
    const base = `http://127.0.0.1:${proxy?.port ?? ports[0]}`;
    const ids = await prepare();
    db = createDb(databaseUrl(), CONNECTIONS);
    const signIn = async (email: string, ip: string) => {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email, senha: 'Plantel@2026' }),
      });
      if (!login.ok) throw new Error(`entrar como ${email}: ${login.status}`);
      return (await login.json()) as { sessionId: string; user: SessionUser };
    };
    const { sessionId, user } = await signIn('admin@plantel.demo', '192.0.2.1');
    const family = await signIn(FAMILY_EMAIL, '192.0.2.3');
    const adminHeaders = { authorization: `Bearer ${sessionId}`, 'x-forwarded-for': '192.0.2.1' };
    // The team's calendar address, as the staff's Adicionar ao calendário asks for it (the same one on every run).
    const feed = await fetch(`${base}/api/teams/${ids.rollTeam}/calendar-feed`, { method: 'POST', headers: adminHeaders });
    if (!feed.ok) throw new Error(`endereço do calendário: ${feed.status}`);
    const calendarToken = /\/api\/calendar\/([^/]+)\.ics$/.exec(((await feed.json()) as { url: string }).url)![1]!;
    // The statement is imported once; its FITIDs make a later run's import add nothing.
    const importStart = performance.now();
    const imported = await fetch(`${base}/api/bank-statements`, {
      method: 'POST',
      headers: { ...adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ arquivo: Buffer.from(ids.statement).toString('base64') }),
    });
    if (!imported.ok) throw new Error(`importar o extrato: ${imported.status} ${await imported.text()}`);
    const importMs = performance.now() - importStart;
    const run = (options: autocannon.Options) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });

    const bareResult = await run({ url: bare.url });
    console.log(
      `\n${'endpoint'.padEnd(30)} ${'mediana'.padStart(8)} ${'p99'.padStart(8)} ${'req/s'.padStart(7)} ${'SQL dir.'.padStart(9)} ${'razão'.padStart(6)}  alvo`,
    );
    console.log(
      `${'rota Fastify vazia (teto)'.padEnd(30)} ${`${bareResult.latency.p50} ms`.padStart(8)} ${`${bareResult.latency.p99} ms`.padStart(8)} ${String(Math.round(bareResult.requests.average)).padStart(7)}`,
    );
    const misses: string[] = [];
    const pids = servers.map((server) => server.pid!);
    const largestMb = () => Math.max(...pids.map(residentMb));
    const memoryAfter: string[] = [`início ${Math.round(largestMb())}`];
    for (const target of targets({ ...ids, calendarToken }).filter((t) => chosen(t.name))) {
      const result = await run({
        url: `${base}${target.path}`,
        headers: { authorization: `Bearer ${target.as === 'family' ? family.sessionId : sessionId}`, 'x-forwarded-for': '192.0.2.2' },
        // Pay-then-cancel must stay in order per instalment: one connection for the write.
        ...(target.kind === 'payments' ? { connections: 1, requests: paymentRequests(ids.open) as unknown as autocannon.Request[] } : {}),
        ...(target.kind === 'login' ? { headers: {}, requests: loginRequests() as unknown as autocannon.Request[] } : {}),
      });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.path}: ${result.non2xx} respostas de erro, ${result.errors} falhas`);
      const median = result.latency.p50;
      const p99 = result.latency.p99;
      const rps = result.requests.average;
      const direct = target.direct ? await directMedian(db, user, target.direct) : undefined;
      const ratio = direct ? median / direct : undefined;
      const goals: string[] = [];
      if (target.read) {
        goals.push(median < 50 ? 'mediana ok' : 'MEDIANA ≥ 50 ms', p99 < 200 ? 'p99 ok' : 'P99 ≥ 200 ms');
        if (median >= 50 || p99 >= 200) misses.push(`${target.name}: mediana ${median} ms, p99 ${p99} ms`);
      }
      if (ratio !== undefined) {
        goals.push(ratio <= 2 ? '≤ 2× SQL' : 'ACIMA DE 2× SQL');
        if (ratio > 2) misses.push(`${target.name}: ${ratio.toFixed(1)}× o SQL direto`);
      }
      if (target.path === '/api/auth/me') {
        const share = rps / bareResult.requests.average;
        goals.push(`${Math.round(share * 100)}% da rota vazia ${share >= 0.4 ? 'ok' : '(ALVO 40%)'}`);
        if (share < 0.4) misses.push(`auth/me: ${Math.round(share * 100)}% das req/s da rota vazia`);
      }
      memoryAfter.push(`${target.name} ${Math.round(largestMb())}`);
      console.log(
        `${target.name.padEnd(30)} ${`${median} ms`.padStart(8)} ${`${p99} ms`.padStart(8)} ${String(Math.round(rps)).padStart(7)} ` +
          `${(direct ? `${fmt(direct)} ms` : '').padStart(9)} ${(ratio ? `${ratio.toFixed(1)}×` : '').padStart(6)}  ${goals.join(', ')}`,
      );
    }
    console.log(`importar o extrato de ${STATEMENT_LINES} créditos (uma vez): ${Math.round(importMs)} ms`);

    // Each export twice: whole, and then to its first byte only. The first after start-up also loads
    // its library (pdfkit, exceljs: loaded on first use to keep start-up and memory down); the second
    // is what every later user waits before the download starts.
    console.log(
      `\n${'exportação'.padEnd(32)} ${'1º byte (1ª vez / depois)'.padStart(26)} ${'total'.padStart(8)} ${'tamanho'.padStart(9)} ${'pico RSS'.padStart(9)}  alvo`,
    );
    for (const target of exportTargets(ids, today).filter((t) => chosen(t.name))) {
      const cold = await measureExport(`${base}${target.path}`, adminHeaders, pids);
      const warm = await measureExport(`${base}${target.path}`, adminHeaders, pids, true);
      const peakMb = Math.max(cold.peakMb, warm.peakMb);
      const goals = [warm.firstByteMs < 500 ? '1º byte ok' : '1º BYTE ≥ 500 ms', peakMb < 250 ? 'memória ok' : 'MEMÓRIA ≥ 250 MB'];
      if (warm.firstByteMs >= 500) misses.push(`${target.name}: primeiro byte em ${Math.round(warm.firstByteMs)} ms`);
      if (peakMb >= 250) misses.push(`${target.name}: ${Math.round(peakMb)} MB residentes`);
      console.log(
        `${target.name.padEnd(32)} ${`${Math.round(cold.firstByteMs)} ms / ${Math.round(warm.firstByteMs)} ms`.padStart(26)} ${`${(cold.totalMs / 1000).toFixed(1)} s`.padStart(8)} ` +
          `${`${(cold.bytes / 2 ** 20).toFixed(1)} MB`.padStart(9)} ${`${Math.round(peakMb)} MB`.padStart(9)}  ${goals.join(', ')}`,
      );
    }

    // The evening peak: families and coaches signed in as themselves, each from its own address.
    if (chosen('carga mista')) {
      const families: FamilyUser[] = [];
      for (const [i, f] of ids.families.entries()) families.push({ token: (await signIn(f.email, `10.8.${i >> 8}.${i & 255}`)).sessionId, instalment: f.instalment });
      const coaches: CoachUser[] = [];
      for (const [i, c] of ids.coaches.entries()) coaches.push({ ...c, token: (await signIn(`bench${i + 1}@plantel.demo`, `10.7.0.${i}`)).sessionId });
      const mixed = await mixedLoad(base, families, coaches, MIXED_SECONDS);
      const mixedOk = mixed.errors === 0 && mixed.p99 < 300;
      if (!mixedOk) misses.push(`carga mista: ${mixed.errors} erros, p99 ${mixed.p99} ms`);
      console.log(
        `\ncarga mista (${families.length} famílias + ${coaches.length} professores ao mesmo tempo, ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s entre toques, ` +
          `${MIXED_SECONDS} s): ${mixed.requests} pedidos (${Math.round(mixed.perSecond)}/s), ${mixed.errors} erros, mediana ${mixed.p50} ms, p99 ${mixed.p99} ms ` +
          `(alvo: zero erros, p99 < 300 ms) ${mixedOk ? 'ok' : 'FORA DO ALVO'}`,
      );
      for (const [kind, count] of Object.entries(mixed.errorKinds)) console.log(`  ${count} × ${kind}`);
    }

    // The school's bank settling a window of Pix on the job's turn, a read measured before and during it.
    if (chosen('liquidação')) {
      const readPath = '/api/enrollments-with-payments?somenteVencidas=true';
      const reserved = [...ids.open, ids.familyInstalment, ...ids.families.map((f) => f.instalment)];
      const s = await measureSettlement({ base, adminHeaders, databaseUrl: databaseUrl(), reserved, readPath, connections: CONNECTIONS });
      const p99Ok = s.during.p99 < 200 && s.during.errors === 0;
      const ok = s.settled === s.pix && s.runMs < 60_000 && p99Ok;
      if (!ok) misses.push(`liquidação: ${s.settled}/${s.pix} Pix em ${Math.round(s.runMs / 1000)} s, p99 ${s.during.p99} ms durante`);
      console.log(
        `\nliquidação pelo banco (${s.pix} Pix com txid numa janela, stand-in com mTLS): ${s.settled} liquidados em ${(s.runMs / 1000).toFixed(1)} s na vez do job ` +
          `(${(s.fromReceiptMs / 1000).toFixed(1)} s desde o recebimento, o job roda a cada minuto); ${readPath} antes: mediana ${s.before.p50} ms, p99 ${s.before.p99} ms; ` +
          `durante: mediana ${s.during.p50} ms, p99 ${s.during.p99} ms, ${s.during.errors} erros (alvo: todos em < 60 s, p99 < 200 ms) ${ok ? 'ok' : 'FORA DO ALVO'}` +
          (s.nonConforming ? ` · ${s.nonConforming} respostas do stand-in fora do padrão` : ''),
      );
    }

    const rss = largestMb();
    // What the process keeps once the load is over: V8 shrinks an idle heap within seconds.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const settled = largestMb();
    if (settled >= 250) misses.push(`memória ${Math.round(settled)} MB`);
    await proxy?.close();
    for (const server of [...servers].reverse()) await stop(server);
    // Start-up on the existing data, now that the first start has done any one-time work.
    const again = startInstance(envFor(ports[0]!, DATABASE_URL));
    const restartAt = performance.now();
    await waitHealthy(`http://127.0.0.1:${ports[0]}/api/health`, again);
    const restartMs = performance.now() - restartAt;
    await stop(again);
    if (restartMs >= 3000) misses.push(`partida ${Math.round(restartMs)} ms`);

    const perInstance = INSTANCES > 1 ? ' (a maior das instâncias)' : '';
    console.log(
      `\nmemória residente do servidor${perInstance}: ${Math.round(rss)} MB ao fim da carga, ${Math.round(settled)} MB 10 s depois (alvo < 250 MB)`,
    );
    console.log(`  após cada endpoint (MB): ${memoryAfter.join(' · ')}`);
    console.log(`partida até /api/health responder: ${Math.round(restartMs)} ms numa pasta existente (alvo < 3000 ms; a primeira partida desta execução: ${Math.round(startupMs)} ms)`);
    console.log(
      `\n${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} × ${os.cpus()[0]?.model.trim()} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · ` +
        `Node ${process.version} · ${where} · ${ATHLETES} atletas · ${INSTANCES} instância(s)${INSTANCES > 1 ? ' atrás de um proxy round-robin' : ''} · ` +
        `${CONNECTIONS} clientes, ${SECONDS} s por endpoint`,
    );
    console.log(misses.length ? `\nFora do alvo:\n  ${misses.join('\n  ')}` : '\nTodos os alvos atingidos.');
  } finally {
    await db?.$client.end();
    await proxy?.close();
    for (const server of [...servers].reverse()) await stop(server);
    await stop(bare.child);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
