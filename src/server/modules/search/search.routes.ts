import { searchQuerySchema, searchResultsSchema } from '@domain/athletes';
import { FAMILY_AND_STAFF } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { search } from './search.service';

export const searchRoutes: RouteModule = (app, { db }) => {
  app.get(
    '/api/search',
    {
      config: { access: FAMILY_AND_STAFF },
      schema: {
        summary: 'Busca do cabeçalho: atletas (nome, CPF, responsável) e matrículas (turma) visíveis a quem pergunta',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema },
      },
    },
    (request) => search(db, currentUser(request), request.query.q),
  );
};
