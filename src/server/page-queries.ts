import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@domain/auth';
import { todayIn } from '@domain/dates';
import { familyHomeSchema } from '@domain/families';
import { idParam } from '@domain/fields';
import type { PageQueries } from '@domain/page-session';
import { pixChargeSchema } from '@domain/pix';
import { FAMILY } from '@domain/roles';
import type { Config } from './config';
import type { Db } from './db/client';
import { familyHome } from './modules/families/portal.service';
import { instalmentCharge } from './modules/pix/pix.service';

/**
 * The answers the first screen would ask for at once, written into the page so it renders without
 * waiting on them, each checked and trimmed by its route's schema as the route would send it: a
 * family's Início is GET /api/family/home, and with the 'Pagar com PIX' of an instalment open
 * (/?pix=<id>) GET /api/monthly-payments/<id>/pix too. What fails (an instalment paid meanwhile)
 * is left out, and the app asks its route, which answers why.
 */
export async function pageQueries(
  request: FastifyRequest,
  db: Db,
  config: Config,
  user: SessionUser,
  pathname: string,
  search: URLSearchParams,
): Promise<PageQueries | undefined> {
  if (pathname !== '/' || !FAMILY.includes(user.tipo)) return undefined;
  const pix = search.has('pix') ? idParam.safeParse({ id: search.get('pix') }) : undefined;
  const today = todayIn(config.timeZone);
  const [home, charge] = await Promise.all([
    familyHome(db, user, today, config.timeZone).then(
      (answer) => familyHomeSchema.parse(answer),
      (error: unknown) => request.log.warn({ err: error }, 'Início da família não incluído na página'),
    ),
    pix?.success ? instalmentCharge(db, user, pix.data.id, today).then((answer) => pixChargeSchema.parse(answer), () => undefined) : undefined,
  ]);
  return {
    ...(home && { '/api/family/home': home }),
    ...(charge && pix?.success && { [`/api/monthly-payments/${pix.data.id}/pix`]: charge }),
  };
}
