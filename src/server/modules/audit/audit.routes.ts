import { auditLogListSchema, auditLogQuerySchema } from '@domain/audit';
import { ADMIN } from '@domain/roles';
import type { RouteModule } from '../../http/types';
import { listAuditLog } from './audit.service';

/** /auditoria: the administrador browses who did what, when. Reading the log is not itself logged. */
export const auditRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/api/audit-log',
    {
      config: { access: ADMIN },
      schema: {
        summary: 'Registro de auditoria: quem fez o quê e quando, filtrado e paginado',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogListSchema },
      },
    },
    (request) => listAuditLog(db, request.query, config.timeZone),
  );
};
