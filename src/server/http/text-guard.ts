import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const BAD_CHARACTERS = 'A requisição contém caracteres inválidos.';
const FIELD_MESSAGE = 'Contém caracteres inválidos.';

/** What PostgreSQL cannot store in a text column: a NUL, or half of a surrogate pair (`u` makes a pair one code point). */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** The dotted path of every string in `value` that holds an unstorable character (`a.0.b`, like validation errors). */
function unstorablePaths(value: unknown, path: string, found: string[]) {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorablePaths(item, path ? `${path}.${index}` : String(index), found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) found.push(path || key);
      unstorablePaths(item, path ? `${path}.${key}` : key, found);
    }
  }
  return found;
}

function refuseUnstorable(value: unknown) {
  const paths = unstorablePaths(value, '', []);
  if (!paths.length) return;
  throw new HttpError(400, BAD_CHARACTERS, Object.fromEntries(paths.map((path) => [path || 'corpo', FIELD_MESSAGE])));
}

/**
 * Text no column can hold is refused where it enters, in the query, the path and the JSON body,
 * before any route or query sees it (a NUL in a search parameter or a lone surrogate in a
 * name would reach PostgreSQL and come back as a 500, on hundreds of route and field combinations).
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    refuseUnstorable(request.query);
    refuseUnstorable(request.params);
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error);
      try {
        refuseUnstorable(parsed);
        done(null, parsed);
      } catch (refusal) {
        done(refusal as Error);
      }
    });
  });
}
