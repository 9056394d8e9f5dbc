import type { RouteModule } from '../../http/types';
import { callupsRoutes } from './callups.routes';
import { championshipsRoutes } from './championships.routes';
import { externalTeamsRoutes } from './external-teams.routes';
import { gameSheetRoutes } from './game-sheet.routes';
import { gamesRoutes } from './games.routes';

/** Games and championships (spec 2 §2.15, §2.16), their opponents and the game sheet. */
export const competitionsRoutes: RouteModule = (app, deps) => {
  championshipsRoutes(app, deps);
  externalTeamsRoutes(app, deps);
  gamesRoutes(app, deps);
  gameSheetRoutes(app, deps);
  callupsRoutes(app, deps);
};
