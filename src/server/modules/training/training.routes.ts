import type { RouteModule } from '../../http/types';
import { plansRoutes } from './plans.routes';
import { programsRoutes } from './programs.routes';

/** Training plans (activities) and training programs; the schedule is its own module. */
export const trainingRoutes: RouteModule = (app, deps) => {
  plansRoutes(app, deps);
  programsRoutes(app, deps);
};
