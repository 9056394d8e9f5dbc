import type { FastifyBaseLogger } from 'fastify';
import { todayIn, zonedParts } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { runPeriodically } from '../../jobs/periodic';
import { sweepReminders } from './dunning.service';

const QUARTER_HOUR_MS = 15 * 60_000;
/** Reminders leave from 8 o'clock at the school, not at midnight. */
const FIRST_HOUR = 8;

/**
 * The régua de cobrança: every instance sweeps every 15 minutes, from 8 o'clock at the school;
 * the sweep's unique index lets only one of them queue each reminder. stop() waits for a sweep.
 */
export function scheduleReminders({ db, timeZone, log, intervalMs = QUARTER_HOUR_MS }: { db: Db; timeZone: string; log: FastifyBaseLogger; intervalMs?: number }) {
  return runPeriodically(intervalMs, async () => {
    const now = new Date();
    if (Number(zonedParts(now, timeZone).hour) < FIRST_HOUR) return;
    try {
      await sweepReminders(db, todayIn(timeZone, now));
    } catch (err) {
      log.error({ err }, 'falha ao preparar os lembretes de mensalidade');
    }
  });
}
