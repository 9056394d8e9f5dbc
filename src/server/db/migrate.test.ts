import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { admin, withDatabase } from '../test/databases';
import journal from '../../../migrations/meta/_journal.json';
import { makeAthlete, makeCompany, makeEnrollment, makeUnit } from '../test/factories';
import { todayIn } from '@domain/dates';
import { createDb } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';

test('two instances migrating one empty database at once both succeed, and the schema is applied once', async () => {
  const serverUrl = inject('testServerUrl');
  const name = `${inject('databasePrefix')}m${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, async (client) => void (await client.query(`create database ${name}`)));
  const url = withDatabase(serverUrl, name);

  await Promise.all([runMigrations(url), runMigrations(url)]);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  const tables = await client.query(`select 1 from information_schema.tables where table_schema = 'public' and table_name in ('users', 'monthly_payments', 'audit_log')`);
  await client.end();
  await admin(serverUrl, async (c) => void (await c.query(`drop database ${name} with (force)`)));
  expect(rows[0]!.n).toBe(journal.entries.length);
  expect(tables.rowCount).toBe(3);
});

/** A database migrated up to, not including, the migration whose tag starts with `prefix`; and the folder to finish with. */
async function databaseBefore(prefix: string) {
  const serverUrl = inject('testServerUrl');
  const name = `${inject('databasePrefix')}m${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, async (client) => void (await client.query(`create database ${name}`)));
  const url = withDatabase(serverUrl, name);
  const before = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
  const cut = journal.entries.findIndex((e) => e.tag.startsWith(prefix));
  fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  await runMigrations(url, before);
  return {
    url,
    async drop() {
      await admin(serverUrl, async (c) => void (await c.query(`drop database ${name} with (force)`)));
      fs.rmSync(before, { recursive: true });
    },
  };
}

test('migration 0011 cancels what a status-only PUT left active for an inactive athlete, as the inactivation would', async () => {
  const database = await databaseBefore('0011_');
  const db = createDb(database.url, 1);
  const today = todayIn('America/Sao_Paulo');
  // The factories write every column of today's schema; a team of before 0011 is written by hand.
  const unitId = (await makeUnit(db, (await makeCompany(db))!.id))!.id;
  const team = (
    await db.$client.query<{ id: number }>(
      `insert into teams (unit_id, nome, categoria, modalidade, horario, dias_semana, professor_nome)
       values ($1, 'Turma 1', 'Sub-11', 'Futebol', '18:00 - 19:30', '["segunda","quarta"]', 'Carlos Eduardo Santos') returning id`,
      [unitId],
    )
  ).rows[0];
  const stranded = await makeAthlete(db, { status: 'inativo' });
  const active = await makeAthlete(db);
  const strandedEnrollment = await makeEnrollment(db, stranded!.id, team!.id);
  const activeEnrollment = await makeEnrollment(db, active!.id, team!.id);
  // Instalments too: monthly_payments has gained columns since 0011.
  const instalment = async (enrollmentId: number, numero: number, dataVencimento: string) =>
    (
      await db.$client.query<{ id: number }>(
        `insert into monthly_payments (enrollment_id, numero_mensalidade, valor, data_vencimento) values ($1, $2, '180.00', $3) returning id`,
        [enrollmentId, numero, dataVencimento],
      )
    ).rows[0];
  const overdue = await instalment(strandedEnrollment!.id, 1, '2020-01-10');
  const future = await instalment(strandedEnrollment!.id, 2, '2099-01-10');
  const othersFuture = await instalment(activeEnrollment!.id, 1, '2099-01-10');

  await runMigrations(database.url);
  const status = async (table: 'enrollments' | 'monthly_payments', id: number) =>
    (await db.$client.query(`select status from ${table} where id = $1`, [id])).rows[0].status;
  expect(await status('enrollments', strandedEnrollment!.id)).toBe('cancelada');
  expect((await db.$client.query('select data_inativacao from enrollments where id = $1', [strandedEnrollment!.id])).rows[0].data_inativacao).toBe(today);
  expect(await status('monthly_payments', future!.id)).toBe('cancelado');
  // An overdue instalment is a debt the inactivation keeps; another athlete's enrolment is untouched.
  expect(await status('monthly_payments', overdue!.id)).toBe('pendente');
  expect(await status('enrollments', activeEnrollment!.id)).toBe('ativa');
  expect(await status('monthly_payments', othersFuture!.id)).toBe('pendente');
  const audit = await db.$client.query(`select action, entity, entity_id from audit_log where entity = 'enrollments'`);
  expect(audit.rows).toEqual([{ action: 'inactivate', entity: 'enrollments', entity_id: strandedEnrollment!.id }]);
  await db.$client.end();
  await database.drop();
});

test('migration 0008 turns old CPF matches into pending requests and creates no link: a CPF alone grants no access', async () => {
  // The schema as it stood before family links: the migrations up to 0007.
  const database = await databaseBefore('0008_');
  const url = database.url;

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const insertUser = async (tipo: string, cpf: string | null, ativo: boolean) =>
    (
      await client.query<{ id: number }>(
        `insert into users (nome, email, senha, tipo, cpf, ativo, status) values ('X', $1, 'hash', $2, $3, $4, $5) returning id`,
        [`${randomBytes(4).toString('hex')}@teste.com.br`, tipo, cpf, ativo, ativo ? 'ativo' : 'inativo'],
      )
    ).rows[0]!.id;
  const family = await insertUser('cliente', '52998224725', true);
  const pendingProfessor = await insertUser('professor', null, false);
  const inactivatedProfessor = await insertUser('professor', null, false);
  for (const [id, action] of [[pendingProfessor, 'register'], [inactivatedProfessor, 'register'], [inactivatedProfessor, 'inactivate']] as const) {
    await client.query(`insert into audit_log (action, entity, entity_id) values ($1, 'users', $2)`, [action, id]);
  }
  const athlete = (
    await client.query<{ id: number }>(
      `insert into athletes (nome_completo, data_nascimento, sexo, cpf, telefone, responsavel_nome, responsavel_cpf, responsavel_telefone, responsavel_parentesco)
       values ('Rafael Lima', '2014-03-10', 'M', '11144477735', '11987654321', 'Carla Lima', '52998224725', '11987654321', 'mae') returning id`,
    )
  ).rows[0]!.id;

  await runMigrations(url);
  const requests = await client.query('select user_id, athlete_id, origem, status, parentesco from access_requests');
  const links = await client.query('select 1 from athlete_guardians');
  const approvals = await client.query('select id, aprovacao from users order by id');
  await client.end();
  await database.drop();

  expect(requests.rows).toEqual([{ user_id: family, athlete_id: athlete, origem: 'cpf', status: 'pendente', parentesco: 'mae' }]);
  expect(links.rowCount).toBe(0);
  expect(approvals.rows).toEqual([
    { id: family, aprovacao: null },
    { id: pendingProfessor, aprovacao: 'pendente' },
    { id: inactivatedProfessor, aprovacao: null },
  ]);
});
