import { attendanceListFileName, attendanceListQuerySchema } from '@domain/attendance-list';
import { idParam } from '@domain/fields';
import { fileResponse } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { XLSX_CONTENT_TYPE } from '../../http/xlsx';
import { attendanceListPdf } from './attendance-list-pdf';
import { attendanceListXlsx } from './attendance-list-xlsx';
import { attendanceListData, TEAM_NOT_FOUND } from './attendance-list.service';

/** The lista de presença of a team's month, for every staff role: the one who takes the roll prints it. */
export const attendanceListRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/api/teams/:id/attendance-list',
    {
      config: { access: permissions.takeAttendance, errors: { 404: TEAM_NOT_FOUND } },
      schema: {
        summary: 'Lista de presença de uma turma num mês (PDF ou XLSX), com o resumo dos beneficiários por faixa etária e sexo',
        params: idParam,
        querystring: attendanceListQuerySchema,
        response: { 200: fileResponse('Lista de presença da turma no mês', 'application/pdf', XLSX_CONTENT_TYPE) },
      },
    },
    async (request, reply) => {
      const { mes, formato } = request.query;
      const list = await attendanceListData(db, request.params.id, mes);
      const options = { timeZone: config.timeZone, generatedAt: new Date() };
      return sendFile(reply, {
        contentType: formato === 'pdf' ? 'application/pdf' : XLSX_CONTENT_TYPE,
        fileName: attendanceListFileName(list.team.nome, mes, formato),
        body: formato === 'pdf' ? await attendanceListPdf(list, options) : await attendanceListXlsx(list, options),
      });
    },
  );
};
