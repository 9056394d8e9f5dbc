import type { FastifyRequest } from 'fastify';

/**
 * What the log keeps of an error and of a request: never a value a caller sent, which may be personal data. Drizzle
 * puts every query parameter in its error message ("params: ..."), PostgreSQL quotes values in its
 * messages and details (`Key (cpf)=(...)`, `invalid input syntax ...: "..."`), and a URL carries the
 * words searched for. The SQL text stays: its values are all parameters.
 */
type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggedError;
  [key: string]: unknown;
};

const PARAMS = /\nparams: [\s\S]*$/;
const QUOTED = /"(?:[^"\\]|\\.)*"|\([^()]*\)=\([^()]*\)/g;

/** Drizzle's "Failed query: <sql>" keeps its SQL, whose quotes are identifiers; anything else loses its quoted values. */
const scrub = (text: string) => (text.startsWith('Failed query:') ? text.replace(PARAMS, '') : text.replace(QUOTED, '"…"'));

export function errorSerializer(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(não é um Error)', stack: '' };
  const e = error as Error & Partial<Record<'code' | 'constraint' | 'table' | 'column' | 'routine', unknown>>;
  const message = scrub(e.message);
  const logged: LoggedError = {
    type: e.constructor?.name ?? 'Error',
    message,
    // The first line of a stack repeats the message, parameters and all.
    stack: [`${e.name}: ${message}`, ...(e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))].join('\n'),
  };
  for (const key of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
    if (typeof e[key] === 'string') logged[key] = e[key] as string;
  }
  if (e.cause && depth < 3) logged.cause = errorSerializer(e.cause, depth + 1);
  return logged;
}

/**
 * Where a request went, never the path itself: invitation and calendar-feed tokens travel in it,
 * and whoever reads the log would hold their access. A route's pattern (`/api/invitations/:token`),
 * or, for a path no route knows (a page such as /convite/<token>, a 404), its first segment alone.
 */
const loggedUrl = (request: FastifyRequest) => {
  if (request.routeOptions.url) return request.routeOptions.url;
  const [first = '', ...rest] = (request.url.split('?')[0] ?? '').split('/').slice(1);
  return rest.length ? `/${first}/…` : `/${first}`;
};

/** The request line as its route, and who sent it. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
