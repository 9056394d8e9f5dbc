import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BankProfileId } from '@domain/bank';
import type { LocalCa } from './certificates';
import type { PspStandIn } from './stand-in';

/**
 * What a Plantel under test needs to reach the stand-in: its CA trusted as a bank's homologation CA
 * would be (BANK_CA_FILE), and a key for the connections' secrets (BANK_SECRETS_KEY).
 */
export function bankEnv(ca: LocalCa): { BANK_CA_FILE: string; BANK_SECRETS_KEY: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'plantel-ca-')), 'ca.pem');
  writeFileSync(file, ca.cert);
  return { BANK_CA_FILE: file, BANK_SECRETS_KEY: randomBytes(32).toString('base64') };
}

/** The connection form's fields for this stand-in, as the bank would hand them to the school. */
export const connectionTo = (psp: PspStandIn, perfil: BankProfileId, certificado: object) => ({
  perfil,
  baseUrl: psp.url,
  tokenUrl: psp.tokenUrl,
  clientId: psp.clientId,
  clientSecret: psp.clientSecret,
  appKey: psp.appKey,
  escopos: 'cobv.write cobv.read pix.read',
  chave: '12.345.678/0001-95',
  certificado,
});
