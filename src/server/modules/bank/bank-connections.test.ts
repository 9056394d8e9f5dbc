import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APP_KEY_REQUIRED, CERTIFICATE_EXPIRED, CERTIFICATE_REQUIRED, CERTIFICATE_UNREADABLE, CLIENT_SECRET_REQUIRED } from '@domain/bank';
import { pgDumpCanRead } from '../../db/backup';
import { auditLog } from '../../db/schema/index';
import { makeCompany, makeUnit, signedIn } from '../../test/factories';
import { makeLocalCa } from '../../test/psp/certificates';
import { bankEnv, connectionTo } from '../../test/psp/plantel-side';
import { startPspStandIn, type PspStandIn } from '../../test/psp/stand-in';
import { createTestApp, type TestContext } from '../../test/test-app';
import { API_TOKEN_NOT_ALLOWED } from '../../auth/guard';
import { secretBox } from './secret-box';

const ca = makeLocalCa();
let ctx: TestContext;
let psp: PspStandIn;
let admin: Awaited<ReturnType<typeof signedIn>>;
let companyId: number;
let unitId: number;

beforeAll(async () => {
  psp = await startPspStandIn({ ca, bank: 'bb' });
  ctx = await createTestApp({ env: bankEnv(ca) });
  admin = await signedIn(ctx.db, 'administrador');
  companyId = (await makeCompany(ctx.db))!.id;
  unitId = (await makeUnit(ctx.db, companyId))!.id;
});
afterAll(async () => {
  await ctx.close();
  await psp.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const pfxPassword = 'senha-do-certificado';
const connection = () =>
  connectionTo(psp, 'bb', { formato: 'pfx', arquivo: ca.issueClientPfx('Escola Craque do Amanhã', pfxPassword).toString('base64'), senha: pfxPassword });

describe('the connection', () => {
  test('an administrador saves it; the answer and the audit log carry no secret', async () => {
    const saved = await call('PUT', `/api/companies/${companyId}/bank-connection`, connection());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      perfil: 'bb',
      clientId: psp.clientId,
      chave: '12345678000195',
      temClientSecret: true,
      temAppKey: true,
      certificado: { titular: 'Escola Craque do Amanhã' },
      situacao: { consultadoAte: null, ultimoErro: null, falhasSeguidas: 0 },
    });
    const text = JSON.stringify(saved.json()) + JSON.stringify(await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'bank_connections')));
    expect(text).not.toContain(psp.clientSecret);
    expect(text).not.toContain(psp.appKey);
    expect(text).not.toContain('PRIVATE KEY');
    expect((await call('GET', `/api/companies/${companyId}/bank-connection`)).json()).toEqual(saved.json());
  });

  test('a change without secrets keeps the stored ones', async () => {
    const { clientSecret: _s, appKey: _k, certificado: _c, ...rest } = connection();
    const saved = await call('PUT', `/api/companies/${companyId}/bank-connection`, { ...rest, escopos: 'pix.read' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ escopos: 'pix.read', temClientSecret: true, temAppKey: true, certificado: { titular: 'Escola Craque do Amanhã' } });
  });

  test('the secrets are not in a dump of the database in clear', async () => {
    // pg_dump's plain format where the machine's pg_dump reads this server; else every column as text, which is what a dump holds.
    const dump = (await pgDumpCanRead(ctx.databaseUrl))
      ? (await promisify(execFile)('pg_dump', ['--data-only', '--table=bank_connections', `--dbname=${ctx.databaseUrl}`], { maxBuffer: 10_000_000 })).stdout
      : JSON.stringify((await ctx.db.execute(sql`select row_to_json(b) as row from bank_connections b`)).rows);
    expect(dump).toContain(psp.clientId);
    expect(dump).not.toContain(psp.clientSecret);
    expect(dump).not.toContain(psp.appKey);
    expect(dump).not.toContain('PRIVATE KEY');
    expect(dump).not.toContain(pfxPassword);
  });

  test.each([
    ['no certificate on the first save', () => ({ certificado: undefined }), CERTIFICATE_REQUIRED],
    ['a wrong certificate password', () => ({ certificado: { ...connection().certificado, senha: 'errada' } }), CERTIFICATE_UNREADABLE],
    ['a Basic-auth bank without client secret', () => ({ clientSecret: undefined }), CLIENT_SECRET_REQUIRED],
    ['Banco do Brasil without its application key', () => ({ appKey: undefined }), APP_KEY_REQUIRED],
  ])('refuses %s, saying what to fix', async (_case, change, message) => {
    const refused = await call('PUT', `/api/units/${unitId}/bank-connection`, { ...connection(), ...change() });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(message);
  });

  test('refuses an expired certificate and a plain-http address', async () => {
    const expired = makeLocalCa().issueClient('Escola', { validDays: -1 });
    const refused = await call('PUT', `/api/units/${unitId}/bank-connection`, {
      ...connection(),
      certificado: { formato: 'pem', certificado: expired.cert, chavePrivada: expired.key },
    });
    expect(refused.json().message).toBe(CERTIFICATE_EXPIRED);
    const http = await call('PUT', `/api/units/${unitId}/bank-connection`, { ...connection(), baseUrl: 'http://banco.example' });
    expect(http.json().errors).toEqual({ baseUrl: 'Informe um endereço https:// válido' });
  });
});

describe('who may', () => {
  test('a professor may not, and no API token may even read it', async () => {
    const professor = await signedIn(ctx.db, 'professor');
    expect((await call('GET', `/api/companies/${companyId}/bank-connection`, undefined, professor.headers)).statusCode).toBe(403);
    const created = await call('POST', '/api/api-tokens', { nome: 'Planilha do contador', escopo: 'escrita' });
    const byToken = await call('GET', `/api/companies/${companyId}/bank-connection`, undefined, { authorization: `Bearer ${created.json().token}` });
    expect(byToken.statusCode).toBe(403);
    expect(byToken.json().message).toBe(API_TOKEN_NOT_ALLOWED);
  });
});

describe('Testar conexão', () => {
  test('gets a token over mTLS and counts the last hour of Pix', async () => {
    await psp.receive({ valor: '150.00', txid: 'PLANTELP0000000001' });
    const tested = await call('POST', `/api/companies/${companyId}/bank-connection/test`);
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toEqual({ ok: true, pixNaUltimaHora: 1, webhook: false });
    expect(psp.calls.map((c) => c.clientCertificate)).toEqual(psp.calls.map(() => 'Escola Craque do Amanhã'));
  });

  test("says what the bank said when it refuses", async () => {
    await call('PUT', `/api/companies/${companyId}/bank-connection`, { ...connection(), clientSecret: 'outro-segredo' });
    const tested = await call('POST', `/api/companies/${companyId}/bank-connection/test`);
    expect(tested.statusCode).toBe(502);
    expect(tested.json().message).toBe('O banco recusou as credenciais (client id e secret): credenciais inválidas');
  });
});

test('on the embedded default, the key is a file in the data folder, readable by its owner only, and the same on the next start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plantel-key-'));
  const config = { bankSecretsKey: null, databaseUrl: null, dataDir };
  const sealed = secretBox(config).seal({ clientSecret: 'x' });
  const file = path.join(dataDir, 'bank-secrets.key');
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(Buffer.from(readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
  // A new start: a new configuration object, so the key is read from the file again.
  expect(secretBox({ ...config }).open(sealed)).toEqual({ clientSecret: 'x' });
  expect(() => secretBox({ ...config, databaseUrl: 'postgres://x' }).seal({})).toThrow('Defina BANK_SECRETS_KEY');
});
