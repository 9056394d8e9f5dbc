import { backupStatusSchema } from '@domain/backups';
import { permissions } from '@domain/permissions';
import type { RouteModule } from '../../http/types';
import { backupStatus } from './backup-status';

/** What the administrador's Início shows of the scheduled backups (README › Em produção). */
export const backupsRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/backups/status',
    {
      config: { access: permissions.viewBackupStatus },
      schema: { summary: 'Quando terminou o último backup e seu tamanho, e a falha de um backup posterior a ele', response: { 200: backupStatusSchema } },
    },
    () => backupStatus(db),
  );
};
