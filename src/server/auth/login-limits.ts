import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { knownDevices, users } from '../db/schema/index';
import { bodyEmail, clearRateLimit, rateLimit } from '../http/rate-limit';
import { setPrivateCookie } from './session-cookie';
import { hashToken, newToken } from './tokens';

export const TOO_MANY_LOGINS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
export const DEVICE_COOKIE = 'plantelDevice';
const DEVICE_DAYS = 365;
const ACCOUNT_LIMIT = 'login-account';

/**
 * Which counter a sign-in counts against: the account's, or, from a browser that signed in to that
 * account before, the account's on that browser only. 25 wrong passwords typed anywhere else then
 * lock out the guesser, not the owner; a stolen device cookie still gets 25 tries an hour.
 */
async function accountKey(db: Db, request: FastifyRequest) {
  const email = bodyEmail(request);
  const device = request.cookies?.[DEVICE_COOKIE];
  if (!email || !device) return email;
  const tokenHash = hashToken(device);
  const [known] = await db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(and(eq(knownDevices.tokenHash, tokenHash), eq(users.email, email)));
  return known ? `${email}\u0000${tokenHash}` : email;
}

/** The sign-in route's limits: per address, and per account as above. */
export const loginLimits = (db: Db) => [
  rateLimit(db, 'login-ip', { max: 25, windowMinutes: 5, message: TOO_MANY_LOGINS }),
  rateLimit(db, ACCOUNT_LIMIT, { max: 25, windowMinutes: 60, key: (request) => accountKey(db, request), message: TOO_MANY_LOGINS }),
];

/** After a sign-in: this browser is known to the account from now on (a cookie it keeps for a year). */
export async function rememberDevice(db: Db, request: FastifyRequest, reply: FastifyReply, config: Config, userId: number) {
  const current = request.cookies?.[DEVICE_COOKIE];
  if (current) {
    const [known] = await db
      .select({ userId: knownDevices.userId })
      .from(knownDevices)
      .where(and(eq(knownDevices.tokenHash, hashToken(current)), eq(knownDevices.userId, userId)));
    if (known) return;
  }
  const { token, hash } = newToken();
  await db.insert(knownDevices).values({ tokenHash: hash, userId });
  setPrivateCookie(reply, request, config, { name: DEVICE_COOKIE, value: token, path: '/api/auth', days: DEVICE_DAYS });
}

/** A new password set through a reset link: the wrong ones typed before no longer lock the account. */
export async function forgetWrongPasswords(db: Db, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await clearRateLimit(db, ACCOUNT_LIMIT, user.email);
}
