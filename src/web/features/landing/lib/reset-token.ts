/** The query parameter a password-reset email link carries (`/?resetToken=<token>`). */
export const RESET_TOKEN_PARAM = 'resetToken';

/** The token in a location's query string, or undefined when absent or blank. */
export function readResetToken(search: string): string | undefined {
  const token = new URLSearchParams(search).get(RESET_TOKEN_PARAM)?.trim();
  return token ? token : undefined;
}

/** The same address without the reset token, keeping every other parameter and the hash. */
export function urlWithoutResetToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(RESET_TOKEN_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
