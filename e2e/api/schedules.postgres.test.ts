// The daily housekeeping runs on pg-boss schedules the app registers at start (PostgreSQL pass: the PGlite app
// holds its database to itself): expired Idempotency-Key records and old webhook deliveries are pruned.
import { expect, it } from 'vitest';
import { withDirectDb } from '../fixtures/app-server';
import { fixtures } from '../fixtures/fixtures';

it('the app schedules the daily prunes and the notifications run', async () => {
  const f = fixtures();
  const rows = await withDirectDb({ kind: 'postgres', url: f.databaseUrl, env: f.dbEnv, drop: async () => {} }, (sql) =>
    sql('select name, cron from pgboss.schedule order by name'),
  );
  expect(rows).toEqual(
    expect.arrayContaining([
      { name: 'idempotency.prune', cron: '47 3 * * *' },
      // NOTIFICATIONS_CRON as every process the suite starts has it (baseEnv, e2e/fixtures/app-server.ts); default */15.
      { name: 'notifications.run', cron: '0 0 1 1 *' },
      { name: 'webhooks.prune', cron: '17 3 * * *' },
    ]),
  );
});
