import { createPrivateKey, randomBytes, X509Certificate } from 'node:crypto';
import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { eq, or, sql } from 'drizzle-orm';
import forge from 'node-forge';
import {
  APP_KEY_REQUIRED,
  BANK_NOT_CONNECTED,
  bankProfiles,
  CERTIFICATE_EXPIRED,
  CERTIFICATE_REQUIRED,
  CERTIFICATE_UNREADABLE,
  CLIENT_SECRET_REQUIRED,
  type BankConnection,
  type BankConnectionData,
  type ClientCertificate,
} from '@domain/bank';
import { UNIT_NOT_FOUND } from '@domain/messages';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor } from '../../db/client';
import { firstRow } from '../../db/rows';
import { bankConnections, units } from '../../db/schema/index';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { assertOwnerExists, type PixOwner } from '../pix/pix.service';
import { apiPixClient, BankError, type ApiPixConnection } from './api-pix-client';
import type { SecretBox } from './secret-box';

/** What is sealed: what would let someone else act as the school at its bank. */
interface Secrets {
  clientSecret?: string;
  appKey?: string;
  cert: string;
  key: string;
}

const ownerColumn = (owner: PixOwner) => ('companyId' in owner ? eq(bankConnections.companyId, owner.companyId) : eq(bankConnections.unitId, owner.unitId));
const iso = (value: Date | null) => value?.toISOString() ?? null;

type Row = typeof bankConnections.$inferSelect;

function view(row: Row, secrets: Secrets): BankConnection {
  return {
    perfil: row.perfil,
    baseUrl: row.baseUrl,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    escopos: row.escopos,
    chave: row.chave,
    temClientSecret: !!secrets.clientSecret,
    temAppKey: !!secrets.appKey,
    certificado: { titular: row.certificadoTitular, validoAte: row.certificadoValidoAte.toISOString() },
    situacao: { consultadoAte: iso(row.consultadoAte), ultimoSucesso: iso(row.ultimoSucesso), ultimoErro: row.ultimoErro, falhasSeguidas: row.falhasSeguidas },
  };
}

/**
 * The certificate as PEM certificate and key, whichever way it came, with its holder and validity;
 * a wrong password, a key that is not the certificate's or an expired certificate is refused here,
 * not at the bank.
 */
export function readCertificate(input: ClientCertificate): { cert: string; key: string; titular: string; validoAte: Date } {
  const refuse = (message = CERTIFICATE_UNREADABLE) => badRequest(message, { certificado: message });
  let cert: string;
  let key: string;
  try {
    if (input.formato === 'pfx') {
      const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(Buffer.from(input.arquivo, 'base64').toString('binary')), input.senha);
      const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
      const { pkcs8ShroudedKeyBag, keyBag, certBag } = forge.pki.oids as Record<string, string>;
      const privateKey = [...bags(pkcs8ShroudedKeyBag!), ...bags(keyBag!)][0]?.key as forge.pki.rsa.PrivateKey | undefined;
      if (!privateKey) throw new Error('sem chave');
      const certBags = bags(certBag!);
      // The school's own certificate is the one whose public key is the private key's: a .pfx also carries the bank's chain.
      const own = certBags.find((bag: forge.pkcs12.Bag) => bag.cert && forge.pki.publicKeyToPem(bag.cert.publicKey) === forge.pki.publicKeyToPem(forge.pki.setRsaPublicKey(privateKey.n, privateKey.e)));
      if (!own?.cert) throw new Error('sem certificado');
      cert = forge.pki.certificateToPem(own.cert);
      key = forge.pki.privateKeyToPem(privateKey);
    } else {
      cert = input.certificado;
      key = input.chavePrivada;
    }
    const x509 = new X509Certificate(cert);
    if (!x509.checkPrivateKey(createPrivateKey(key))) throw new Error('chave de outro certificado');
    const validoAte = new Date(x509.validTo);
    if (validoAte.getTime() < Date.now()) throw refuse(CERTIFICATE_EXPIRED);
    const titular = /CN=([^\n,]+)/.exec(x509.subject)?.[1] ?? x509.subject;
    return { cert, key, titular, validoAte };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw refuse();
  }
}

async function ownRow(db: Executor, owner: PixOwner) {
  await assertOwnerExists(db, owner);
  const [row] = await db.select().from(bankConnections).where(ownerColumn(owner));
  return row ?? null;
}

/** A company's or a unit's own connection, without its secrets, or null. */
export async function getConnection(db: Executor, box: SecretBox, owner: PixOwner): Promise<BankConnection | null> {
  const row = await ownRow(db, owner);
  return row ? view(row, box.open<Secrets>(row.segredos)) : null;
}

/**
 * Saves the connection; a secret or certificate left out keeps the stored one. Audited without any
 * secret: only which of them were replaced.
 */
export const saveConnection = (db: Db, box: SecretBox, actor: Actor, owner: PixOwner, ownerId: number, data: BankConnectionData) =>
  db.transaction(async (tx) => {
    const existing = await ownRow(tx, owner);
    const stored = existing ? box.open<Secrets>(existing.segredos) : null;
    const profile = bankProfiles[data.perfil];
    const certificate = data.certificado ? readCertificate(data.certificado) : null;
    if (!certificate && !stored) throw badRequest(CERTIFICATE_REQUIRED, { certificado: CERTIFICATE_REQUIRED });
    const secrets: Secrets = {
      clientSecret: data.clientSecret ?? stored?.clientSecret,
      appKey: data.appKey ?? stored?.appKey,
      cert: certificate?.cert ?? stored!.cert,
      key: certificate?.key ?? stored!.key,
    };
    if (profile.tokenAuth === 'basic' && !secrets.clientSecret) throw badRequest(CLIENT_SECRET_REQUIRED, { clientSecret: CLIENT_SECRET_REQUIRED });
    if (profile.appKeyParam && !secrets.appKey) throw badRequest(APP_KEY_REQUIRED, { appKey: APP_KEY_REQUIRED });

    const values = {
      perfil: data.perfil,
      baseUrl: data.baseUrl,
      tokenUrl: data.tokenUrl,
      clientId: data.clientId,
      escopos: data.escopos,
      chave: getPixKeyInfo(data.chave)?.value ?? data.chave,
      certificadoTitular: certificate?.titular ?? existing!.certificadoTitular,
      certificadoValidoAte: certificate?.validoAte ?? existing!.certificadoValidoAte,
      segredos: box.seal(secrets),
      // A new bank or account starts with nothing read and no failures.
      ...(existing && (existing.baseUrl !== data.baseUrl || existing.chave !== data.chave) ? { consultadoAte: null, falhasSeguidas: 0, ultimoErro: null } : {}),
    };
    const target = 'companyId' in owner ? bankConnections.companyId : bankConnections.unitId;
    const row = firstRow(
      await tx
        .insert(bankConnections)
        .values({ ...owner, ...values, webhookToken: randomBytes(24).toString('base64url') })
        .onConflictDoUpdate({ target, targetWhere: sql`${target} is not null`, set: { ...values, updatedAt: new Date() } })
        .returning(),
      'upsert bank_connections',
    );
    const { segredos: _sealed, certificadoValidoAte, ...shown } = values;
    await audit(tx, actor, {
      action: existing ? 'update' : 'create',
      entity: 'bank_connections',
      entityId: ownerId,
      changes: {
        ...owner,
        ...shown,
        certificadoValidoAte: certificadoValidoAte.toISOString(),
        substituidos: [data.clientSecret && 'clientSecret', data.appKey && 'appKey', data.certificado && 'certificado'].filter(Boolean),
      },
    });
    return view(row, secrets);
  });

export const removeConnection = (db: Db, actor: Actor, owner: PixOwner, ownerId: number) =>
  db.transaction(async (tx) => {
    await assertOwnerExists(tx, owner);
    const removed = await tx.delete(bankConnections).where(ownerColumn(owner)).returning({ id: bankConnections.id });
    if (removed.length > 0) await audit(tx, actor, { action: 'delete', entity: 'bank_connections', entityId: ownerId, changes: owner });
  });

/** The connection's row and its opened secrets, as the client needs them. */
export function clientConnection(row: Row, box: SecretBox): ApiPixConnection {
  const secrets = box.open<Secrets>(row.segredos);
  return {
    profile: bankProfiles[row.perfil],
    baseUrl: row.baseUrl,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    clientSecret: secrets.clientSecret,
    appKey: secrets.appKey,
    escopos: row.escopos,
    certificate: { cert: secrets.cert, key: secrets.key },
  };
}

/** What applies to a unit: its own connection, else its company's, or null. */
export async function effectiveConnection(db: Executor, unitId: number): Promise<Row | null> {
  const [unit] = await db.select({ companyId: units.companyId }).from(units).where(eq(units.id, unitId));
  if (!unit) throw notFound(UNIT_NOT_FOUND);
  const rows = await db.select().from(bankConnections).where(or(eq(bankConnections.unitId, unitId), eq(bankConnections.companyId, unit.companyId)));
  return rows.find((row) => row.unitId !== null) ?? rows[0] ?? null;
}

/**
 * "Testar conexão": a token, then the Pix received in the last hour (every page); where the school
 * has a public https address, the webhook registered at the bank too (PUT /webhook/{chave}; the bank
 * adds /pix to it). A refusal answers 502 with what the bank said, in words staff can take to it.
 */
export async function testConnection(db: Executor, box: SecretBox, owner: PixOwner, { extraCa, publicUrl }: { extraCa: string | null; publicUrl: string }) {
  const row = await ownRow(db, owner);
  if (!row) throw notFound(BANK_NOT_CONNECTED);
  const client = apiPixClient(clientConnection(row, box), { extraCa });
  try {
    const fim = new Date();
    const inicio = new Date(fim.getTime() - 3600_000);
    let total = 0;
    for (let pagina = 0; ; pagina++) {
      const page = await client.listPix(inicio, fim, pagina);
      total += ((page.pix as unknown[]) ?? []).length;
      const paginacao = (page.parametros as { paginacao?: { quantidadeDePaginas?: number } } | undefined)?.paginacao;
      if (pagina + 1 >= (paginacao?.quantidadeDePaginas ?? 1)) break;
    }
    const webhook = publicUrl.startsWith('https://');
    if (webhook) await client.putWebhook(row.chave, `${publicUrl}/api/bank-webhooks/${row.webhookToken}`);
    return { ok: true as const, pixNaUltimaHora: total, webhook };
  } catch (error) {
    if (error instanceof BankError) throw new HttpError(502, error.message);
    throw error;
  } finally {
    client.close();
  }
}
