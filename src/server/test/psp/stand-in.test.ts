import { Agent, request } from 'node:https';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makeLocalCa, type Credentials } from './certificates';
import { startPspStandIn, type PspStandIn } from './stand-in';

/**
 * The stand-in is the bank of the settlement tests: it must be as strict as the standard (and a
 * bank) is, or those tests prove nothing. A plain HTTPS client speaks to it here.
 */
const ca = makeLocalCa();
const school = ca.issueClient('Escola de Teste');

function call(method: string, url: string, options: { client?: Credentials | null; headers?: Record<string, string>; body?: string } = {}) {
  const client = options.client === undefined ? school : options.client;
  const agent = new Agent({ ca: ca.cert, ...(client ? { cert: client.cert, key: client.key } : {}) });
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const req = request(url, { method, agent, headers: { 'content-type': 'application/json', ...options.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

async function token(psp: PspStandIn) {
  const basic = Buffer.from(`${psp.clientId}:${psp.clientSecret}`).toString('base64');
  const answer = await call('POST', psp.tokenUrl, {
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&scope=cobv.write%20pix.read',
  });
  return { authorization: `Bearer ${answer.body.access_token as string}` };
}

const cobv = (valor = '150.00') =>
  JSON.stringify({
    calendario: { dataDeVencimento: '2026-12-10', validadeAposVencimento: 60 },
    devedor: { cpf: '12345678909', nome: 'Maria Souza' },
    valor: { original: valor },
    chave: '12345678000195',
    solicitacaoPagador: 'Mensalidade de dezembro/2026',
  });

describe('the PSP stand-in', () => {
  let psp: PspStandIn;
  beforeAll(async () => {
    psp = await startPspStandIn({ ca });
  });
  afterAll(() => psp.close());

  test('refuses, at the handshake, a client without a certificate its CA issued', async () => {
    await expect(call('POST', psp.tokenUrl, { client: null })).rejects.toThrow();
    await expect(call('POST', psp.tokenUrl, { client: makeLocalCa('Outro').issueClient('Intruso') })).rejects.toThrow();
    expect(psp.calls).toEqual([]);
  });

  test('creates a cobv, validated against the standard, and lists its Pix once paid', async () => {
    const headers = await token(psp);
    const txid = 'PLANTELV000000000000420000';
    const refused = await call('PUT', `${psp.url}/cobv/${txid}`, { headers, body: JSON.stringify({ valor: { original: '1,00' } }) });
    expect(refused.status).toBe(400);
    expect(refused.body.violacoes).toEqual(expect.arrayContaining([expect.objectContaining({ razao: expect.stringContaining('required') })]));

    const created = await call('PUT', `${psp.url}/cobv/${txid}`, { headers, body: cobv() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ txid, status: 'ATIVA', revisao: 0, pixCopiaECola: expect.stringMatching(/^000201/) });

    const pix = await psp.pay(txid);
    expect(pix.endToEndId).toMatch(/^[a-zA-Z0-9]{32}$/);
    const window = `inicio=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}&fim=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
    const listed = await call('GET', `${psp.url}/pix?${window}`, { headers });
    expect(listed.status).toBe(200);
    expect(listed.body.pix).toEqual([expect.objectContaining({ endToEndId: pix.endToEndId, txid, valor: '150.00' })]);
    expect(psp.calls.every((c) => c.clientCertificate === 'Escola de Teste')).toBe(true);
    expect(psp.nonConforming).toEqual([]);
  });

  test('a static-code Pix keeps its short txid, which the patched standard accepts', async () => {
    const headers = await token(psp);
    const pix = await psp.receive({ valor: '180.00', txid: 'PLANTELP0000000042' });
    const listed = await call('GET', `${psp.url}/pix?inicio=2000-01-01T00:00:00Z&fim=2100-01-01T00:00:00Z&txid=PLANTELP0000000042`, { headers });
    expect(listed.body.pix).toEqual([expect.objectContaining({ endToEndId: pix.endToEndId })]);
    expect(psp.nonConforming).toEqual([]);
  });
});
