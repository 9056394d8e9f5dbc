import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP ASVS 5.0 (6.2.4): how many of the most common passwords are refused. */
const REFUSED_COUNT = 10_000;

// zxcvbn-ts ranks its list by frequency in real leaks, most common first.
const common = new Set(dictionary['passwords-common'].slice(0, REFUSED_COUNT));

export const COMMON_PASSWORD = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';

/** Compared case-insensitively, as the list is lower case ("Password" is as guessable as "password"). */
export function isCommonPassword(password: string) {
  return common.has(password.toLowerCase());
}
