import { searchQuerySchema } from '../../../domain/athletes';
import { FAMILY_AND_STAFF } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { search } from './search.service';

export const searchRoutes: RouteModule = (app, { db }) => {
  app.get('/api/search', { config: { access: FAMILY_AND_STAFF }, schema: { querystring: searchQuerySchema } }, (request) =>
    search(db, currentUser(request), request.query.q),
  );
};
