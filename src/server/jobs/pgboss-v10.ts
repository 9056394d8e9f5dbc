import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client';
import { through } from './queue';

/**
 * The only code that reads or changes pg-boss's own tables (everything else goes through pg-boss's
 * API): bringing a database's job queue from pg-boss 10 to pg-boss 12.
 *
 * pg-boss 11 rewrote its schema, and neither 11 nor 12 migrates a pg-boss 10 one (schema version
 * 24): start() refuses it ("the oldest supported starting version is 25") and pg-boss's release
 * notes say to move the jobs by hand. There is no API for it, so: before pg-boss starts, a pre-11
 * `pgboss` schema is renamed `pgboss_v10`; pg-boss 12 then installs a fresh `pgboss`; once our
 * queues exist, the jobs still waiting in the old schema are queued again through pg-boss's
 * insert() and the old schema is dropped, in one transaction. Each step runs under one advisory
 * lock and looks before it acts, so instances starting together, or a start that stopped halfway,
 * end the same way. Remove this file once no data folder of pg-boss 10 remains.
 */
const OLD_SCHEMA = 'pgboss_v10';
const lock = sql`select pg_advisory_xact_lock(hashtext('plantel: pg-boss 10 para 12'))`;

/** Renames a pg-boss 10 schema out of pg-boss 12's way; true if there was one. Runs before pg-boss starts. */
export async function setAsidePgBoss10(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(lock);
    const { rows } = await tx.execute<{ installed: boolean }>(sql`select to_regclass('pgboss.version') is not null as installed`);
    if (!rows[0]?.installed) return false;
    const { rows: versions } = await tx.execute<{ version: number }>(sql`select max(version) as version from pgboss.version`);
    // 25 is pg-boss 11's first schema, which pg-boss 12 migrates itself.
    if ((versions[0]?.version ?? 25) >= 25) return false;
    await tx.execute(sql.raw(`alter schema pgboss rename to ${OLD_SCHEMA}`));
    return true;
  });
}

/**
 * Queues again, through `boss` (pg-boss 12, started, our queues created), every job still waiting
 * in a set-aside pg-boss 10 schema, then drops that schema: the jobs keep their ids, data and time
 * (a retry keeps its wait, but starts its count of tries again). Finished jobs are not kept (they
 * would be deleted within the hour), nor jobs of a queue `names` does not list. Null when there was
 * nothing to move.
 */
export async function movePgBoss10Jobs(db: Db, boss: PgBoss, names: readonly string[]) {
  return db.transaction(async (tx) => {
    await tx.execute(lock);
    const { rows: found } = await tx.execute<{ present: boolean }>(sql`select exists (select 1 from pg_namespace where nspname = ${OLD_SCHEMA}) as present`);
    if (!found[0]?.present) return null;
    const { rows } = await tx.execute<{ id: string; name: string; data: object | null; priority: number; start_after: Date }>(
      sql.raw(
        `select id, name, data, priority, start_after from ${OLD_SCHEMA}.job where state in ('created', 'retry', 'active') order by created_on`,
      ),
    );
    let moved = 0;
    for (const name of names) {
      const jobs = rows.filter((row) => row.name === name);
      if (!jobs.length) continue;
      await boss.insert(
        name,
        jobs.map((job) => ({ id: job.id, data: job.data ?? {}, priority: job.priority, startAfter: job.start_after })),
        { db: through(tx) },
      );
      moved += jobs.length;
    }
    await tx.execute(sql.raw(`drop schema ${OLD_SCHEMA} cascade`));
    return { moved, dropped: rows.length - moved };
  });
}
