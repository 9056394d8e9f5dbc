import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../http/errors';
import { COMMON_PASSWORD, isCommonPassword } from './common-passwords';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { algorithm: 2 as const /* Algorithm.Argon2id (a const enum) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

/** A password someone chose for an account: refused (400 on `field`) when it is among the most common. */
export async function hashNewPassword(password: string, field: string) {
  if (await isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
  return hashPassword(password);
}

/** Compared against when the email is unknown, so both paths cost the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword('senha-que-nunca-confere');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
