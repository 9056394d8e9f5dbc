import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit/audit';

/** The acting person of a request, as the services record it (audit log, consents). */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.user?.id ?? null,
    ip: request.ip?.slice(0, 45) ?? null,
    apiTokenId: request.apiToken?.id ?? null,
  };
}
