import { afterAll, describe, expect, test } from 'vitest';
import { bankProfiles } from '@domain/bank';
import { makeLocalCa } from '../../test/psp/certificates';
import { startPspStandIn, type PspStandIn } from '../../test/psp/stand-in';
import type { StandInBankName } from '../../test/psp/banks';
import { apiPixClient, BankError } from './api-pix-client';

const ca = makeLocalCa();
const certificate = ca.issueClient('Escola de Teste');
const standIns: PspStandIn[] = [];
afterAll(() => Promise.all(standIns.map((psp) => psp.close())));

async function connect(bank: StandInBankName, overrides: { certificate?: { cert: string; key: string } } = {}) {
  const psp = await startPspStandIn({ ca, bank });
  standIns.push(psp);
  const client = apiPixClient({ ...connectionOf(psp, bank), certificate: overrides.certificate ?? certificate }, { extraCa: ca.cert, timeoutMs: 2000 });
  return { psp, client };
}

const connectionOf = (psp: PspStandIn, bank: StandInBankName = 'padrao') => ({
  profile: bankProfiles[bank],
  baseUrl: psp.url,
  tokenUrl: psp.tokenUrl,
  clientId: psp.clientId,
  clientSecret: psp.clientSecret,
  appKey: psp.appKey,
  escopos: 'cobv.write cobv.read pix.read pix.write',
  certificate,
});

const cobv = {
  calendario: { dataDeVencimento: '2026-12-10', validadeAposVencimento: 60 },
  devedor: { cpf: '12345678909', nome: 'Maria Souza' },
  valor: { original: '150.00' },
  chave: '12345678000195',
  solicitacaoPagador: 'Mensalidade de dezembro/2026',
};

describe.each(['padrao', 'bb', 'sicoob'] as const)('the API Pix client with the %s profile', (bank) => {
  test('charges, finds the Pix paid and refunds it, as the bank expects to be called', async () => {
    const { psp, client } = await connect(bank);
    const txid = `PLANTELV${bank.toUpperCase().padEnd(6, '0')}000000000042`;
    const created = await client.putCobv(txid, cobv);
    expect(created).toMatchObject({ txid, status: 'ATIVA' });
    expect(client.copyPaste(created)).toMatch(/^000201/);

    const paid = await psp.pay(txid);
    const page = await client.listPix(new Date(Date.now() - 60_000), new Date(Date.now() + 60_000));
    expect(page.pix).toEqual([expect.objectContaining({ endToEndId: paid.endToEndId, txid, valor: '150.00' })]);
    expect(await client.getPix(paid.endToEndId)).toMatchObject({ endToEndId: paid.endToEndId });

    expect(await client.refund(paid.endToEndId, 'D1', '50.00')).toMatchObject({ valor: '50.00', status: 'EM_PROCESSAMENTO' });
    expect(psp.nonConforming).toEqual([]);
    expect(psp.calls.every((c) => c.clientCertificate === 'Escola de Teste')).toBe(true);
    client.close();
  });
});

test('a client certificate the bank did not issue fails at the handshake, with words staff can act on', async () => {
  const { psp, client } = await connect('padrao', { certificate: makeLocalCa('Outra AC').issueClient('Escola de Teste') });
  const refusal = await client.accessToken().catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(BankError);
  expect((refusal as BankError).message).toBe('A conexão segura com o banco falhou: confira o certificado do cliente e se o banco o tem cadastrado');
  expect(psp.calls).toEqual([]);
  client.close();
});

test('wrong credentials and a bank that is down say so', async () => {
  const { psp, client } = await connect('padrao');
  psp.down(true);
  await expect(client.putCobv('PLANTELV0000000000000000099', cobv)).rejects.toThrow('O banco está fora do ar (HTTP 503): Serviço indisponível');
  psp.down(false);
  await client.accessToken();
  psp.down(true);
  await expect(client.putCobv('PLANTELV0000000000000000099', cobv)).rejects.toThrow('O banco está fora do ar (HTTP 503): Serviço indisponível');
  psp.down(false);
  const wrong = apiPixClient({ ...connectionOf(psp), clientSecret: 'outro' }, { extraCa: ca.cert });
  await expect(wrong.accessToken()).rejects.toThrow('O banco recusou as credenciais (client id e secret): credenciais inválidas');
  wrong.close();
  client.close();
});
