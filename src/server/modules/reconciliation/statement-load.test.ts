import { afterAll, beforeAll, expect, test } from 'vitest';
import { MAX_STATEMENT_CREDITS, TOO_MANY_CREDITS } from '@domain/reconciliation';
import { startServer, type RunningServer } from '../../../../e2e/support/server';
import { signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * The largest statement the upload limit lets through, sent to the server as `npm start` runs it
 * (its own process, heap capped): it once held the event loop for seconds and ran the heap out.
 */
let ctx: TestContext;
let server: RunningServer;

beforeAll(async () => {
  ctx = await createTestApp();
  server = await startServer({ databaseUrl: ctx.databaseUrl });
});
afterAll(async () => {
  await server?.dispose();
  await ctx?.close();
});

/** Credits in SGML as short as a bank could write them: 11,000 fit in ~670 KB, under the 700 KB limit. */
function creditsOfx(count: number) {
  const credits = Array.from({ length: count }, (_, i) => `<STMTTRN>\n<DTPOSTED>20250304\n<TRNAMT>1\n<FITID>${i}\n</STMTTRN>`).join('\n');
  const text = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<BANKACCTFROM>\n<BANKID>341\n<BRANCHID>0187\n<ACCTID>45678-9\n</BANKACCTFROM>\n<BANKTRANLIST>\n${credits}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
  return Buffer.from(text, 'latin1');
}

/** Sends the statement while asking /api/health every 50 ms: the answer, and how long each health check took. */
async function uploadWhileChecking(file: Buffer) {
  const { headers } = await signedIn(ctx.db, 'administrador');
  let uploading = true;
  const upload = fetch(`${server.baseURL}/api/bank-statements`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ arquivo: file.toString('base64') }),
  }).finally(() => (uploading = false));

  const latencies: number[] = [];
  while (uploading) {
    const started = performance.now();
    const health = await fetch(`${server.baseURL}/api/health`, { signal: AbortSignal.timeout(30_000) });
    latencies.push(performance.now() - started);
    expect(health.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { answer: await upload, latencies };
}

test('a statement of 11,000 credits is answered without a 5xx while /api/health keeps answering within 1 s', async () => {
  const file = creditsOfx(11_000);
  expect(file.length).toBeLessThan(700 * 1024);
  const { answer, latencies } = await uploadWhileChecking(file);
  expect.soft(answer.status, await answer.clone().text()).toBeLessThan(500);
  expect.soft(server.process.exitCode, server.output()).toBeNull();
  expect(Math.max(...latencies), `/api/health: ${latencies.map(Math.round).join(', ')} ms`).toBeLessThan(1000);
  expect(await answer.json()).toEqual({ message: TOO_MANY_CREDITS });
});

test(`the most credits a statement may have (${MAX_STATEMENT_CREDITS}) are imported while /api/health keeps answering within 1 s`, async () => {
  const { answer, latencies } = await uploadWhileChecking(creditsOfx(MAX_STATEMENT_CREDITS));
  expect(answer.status, await answer.clone().text()).toBe(200);
  expect(await answer.json()).toMatchObject({ creditos: MAX_STATEMENT_CREDITS, novos: MAX_STATEMENT_CREDITS });
  expect(Math.max(...latencies), `/api/health: ${latencies.map(Math.round).join(', ')} ms`).toBeLessThan(1000);
});
