// Workers that start together on a new database all come up, with every queue made once.
import postgres from 'postgres';
import type PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '~/db';
import { scratchPostgres } from '../testing/scratch-postgres';
import { QUEUES, startBoss } from './boss';

const scratch = await scratchPostgres('boss');

describe.skipIf(!scratch.reachable)('startBoss on PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  const sql = postgres(scratch.databaseUrl, { max: 1, onnotice: () => {} });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await sql.end();
  });

  it('four workers starting at once on a new database all start, and make each queue once', async () => {
    // pg-boss makes a queue's row and its partition table in one statement; starting together, workers have
    // deadlocked there. Several rounds on a fresh pg-boss schema each, since a deadlock is a matter of timing.
    for (let round = 0; round < 4; round++) {
      await sql`drop schema if exists pgboss cascade`;
      const started = await Promise.allSettled(
        Array.from({ length: 4 }, async () => {
          const handle = await openDatabase({
            databaseUrl: scratch.databaseUrl,
            pgliteDir: '',
            holder: 'test',
            maxConnections: 1,
          });
          handles.push(handle);
          return startBoss(handle, scratch.databaseUrl);
        }),
      );
      const bosses = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      const errors = started.flatMap((s) => (s.status === 'rejected' ? [String((s.reason as Error).message)] : []));
      await Promise.all(bosses.map((boss: PgBoss) => boss.stop({ graceful: false, wait: true })));
      expect(errors).toEqual([]);
      const queues = await sql<
        { name: string }[]
      >`select name from pgboss.queue where name not like '\_\_pgboss\_\_%' order by name`;
      expect(queues.map((q) => q.name)).toEqual(Object.values(QUEUES).sort());
    }
  }, 120_000);
});
