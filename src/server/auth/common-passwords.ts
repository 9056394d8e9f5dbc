/** OWASP ASVS 5.0 (6.2.4): how many of the most common passwords are refused. */
const REFUSED_COUNT = 10_000;

// zxcvbn-ts ranks its list by frequency in real leaks, most common first. Its dictionaries are
// loaded when a password is first set, not at start-up.
let common: Promise<Set<string>> | undefined;

export const COMMON_PASSWORD = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';

/** Compared case-insensitively, as the list is lower case ("Password" is as guessable as "password"). */
export async function isCommonPassword(password: string) {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, REFUSED_COUNT)));
  return (await common).has(password.toLowerCase());
}
