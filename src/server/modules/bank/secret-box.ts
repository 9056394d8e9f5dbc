import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';

/**
 * The bank's secrets at rest (docs/security.md "Segredos do banco"): AES-256-GCM with a key that is
 * never in the database, so a dump alone reveals nothing. The key is BANK_SECRETS_KEY (32 bytes,
 * base64) or, on the embedded default, a file made on first use in the data folder. Several
 * instances on one DATABASE_URL must share the key, so there the environment variable is required.
 */
const VERSION = 'v1';
export const BANK_KEY_MISSING =
  'Defina BANK_SECRETS_KEY (32 bytes em base64) para guardar os segredos do banco: com DATABASE_URL, as instâncias precisam da mesma chave';

export interface SecretBox {
  seal(value: unknown): string;
  open<T>(sealed: string): T;
}

type KeyConfig = Pick<Config, 'bankSecretsKey' | 'databaseUrl' | 'dataDir'>;

function keyOf(config: KeyConfig): Buffer {
  if (config.bankSecretsKey) {
    const key = Buffer.from(config.bankSecretsKey, 'base64');
    if (key.length !== 32) throw new Error('BANK_SECRETS_KEY deve ter 32 bytes em base64');
    return key;
  }
  if (config.databaseUrl) throw new HttpError(503, BANK_KEY_MISSING);
  const file = path.join(config.dataDir, 'bank-secrets.key');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Made by an earlier start (or a moment ago): the first key stays, or its secrets could not be read.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

const boxes = new WeakMap<KeyConfig, SecretBox>();

/** One box per configuration: the routes, the minute's job and the webhook share its key, read once. */
export function secretBox(config: KeyConfig): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = makeBox(config);
    boxes.set(config, box);
  }
  return box;
}

function makeBox(config: KeyConfig): SecretBox {
  let key: Buffer | null = null;
  const theKey = () => (key ??= keyOf(config));
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', theKey(), iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
    },
    open<T>(text: string) {
      const raw = Buffer.from(text.slice(VERSION.length + 1), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', theKey(), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
    },
  };
}
