import { createHash, randomBytes } from 'node:crypto';

/** A random secret for the browser and the SHA-256 we store instead of it. */
export function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
