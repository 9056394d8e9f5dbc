import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose status and Portuguese message are meant for the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const NOT_AUTHENTICATED = 'Não autenticado';
/** The 401 of a session whose account an administrador inactivated: the open tab says why it closed. */
export const ACCOUNT_INACTIVATED = 'Sua conta foi inativada. Fale com a administração da escola.';
export const unauthorized = (message = NOT_AUTHENTICATED) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, 'Acesso negado');
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A well-formed request that a rule of the domain refuses (e.g. applying a training dated tomorrow). */
export const unprocessable = (message: string, errors?: Record<string, string>) => new HttpError(422, message, errors);

/** PostgreSQL unique violation on the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string) {
  const pgError = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return pgError?.code === '23505' && pgError.constraint === constraint;
}

export const DATABASE_UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

const connectionErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);

/** The database could not be reached (down, restarting, network cut): a 503, not a bug of ours. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && (connectionErrorCodes.has(e.code) || e.code.startsWith('08'))) return true;
    if (e.message && /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/.test(e.message)) return true;
  }
  return false;
}

const frameworkMessages: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'JSON inválido'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Corpo da requisição vazio'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Requisição muito grande'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Tipo de conteúdo não suportado'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Tamanho do conteúdo inválido'],
};

/**
 * One error handler for the whole API: validation errors become 400 with the schema's first
 * message and a field map; known errors keep their status; anything else is logged with the
 * request id and answered with a generic 500, never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (!(field in errors)) errors[field] = field ? (issue.message ?? 'Valor inválido') : 'Dados inválidos';
      }
      const [first] = Object.values(errors);
      return reply.status(400).send({ message: first ?? 'Dados inválidos', errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    const known = error.code ? frameworkMessages[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1] });
    if (error.statusCode === 429) return reply.status(429).send({ message: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: 'Requisição inválida' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'banco de dados indisponível');
      return reply.status(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE });
    }
    request.log.error({ err: error }, 'erro inesperado');
    return reply.status(500).send({ message: 'Erro interno do servidor' });
  });
}
