import type { FastifyBaseLogger } from 'fastify';
import { todayIn, zonedParts } from '@domain/dates';
import type { Db } from '../../db/client';
import { runPeriodically } from '../../jobs/periodic';
import { sweepReminders } from './dunning.service';

/**
 * The régua de cobrança: every instance sweeps every `sweepSeconds` (15 minutes by default), from
 * `firstHour` at the school (8 o'clock: not at midnight); the sweep's unique index lets only one of
 * them queue each reminder. stop() waits for a sweep.
 */
export function scheduleReminders({ db, timeZone, firstHour, sweepSeconds, log }: { db: Db; timeZone: string; firstHour: number; sweepSeconds: number; log: FastifyBaseLogger }) {
  return runPeriodically(sweepSeconds * 1000, async () => {
    const now = new Date();
    if (Number(zonedParts(now, timeZone).hour) < firstHour) return;
    try {
      await sweepReminders(db, todayIn(timeZone, now));
    } catch (err) {
      log.error({ err }, 'falha ao preparar os lembretes de mensalidade');
    }
  });
}
