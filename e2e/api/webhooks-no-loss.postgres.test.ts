// Nothing is lost (docs/webhooks.md#how-delivery-works): 1,000 events already committed, an app that runs no workers
// (WORKER_MODE=off), a receiver that fails 30 % of requests at random, and two `cli worker` processes killed with
// SIGKILL mid-run. After a restart every event is delivered at least once and no delivery is left pending.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEventId } from '../../server/events/record-event';
import {
  baseEnv,
  cli,
  createTestDatabase,
  recordSecrets,
  ROOT,
  startApp,
  withDirectDb,
  type RunningApp,
  type TestDatabase,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';

const EVENTS = 1000;
let db: TestDatabase;
let app: RunningApp;
let receiver: http.Server;
let port = 0;
const delivered = new Set<string>();
let requests = 0;
const workers: ChildProcess[] = [];

const workerEnv = () =>
  baseEnv({
    ...db.env,
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    // Twelve quick retries: at 30 % failures, the chance that one delivery fails all 13 attempts is ~1e-7.
    WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,1,1,1,1,1,1',
    LOG_LEVEL: 'warn',
  });

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', 'worker', '--json'], {
    cwd: ROOT,
    env: workerEnv(),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  workers.push(child);
  return child;
}

const sql = (query: string) => withDirectDb(db, (run) => run(query));
const counts = async () => {
  const [row] = await sql(`select count(*) filter (where status = 'delivered')::int as delivered,
                                  count(*) filter (where status = 'pending')::int as pending,
                                  count(*) filter (where status = 'failed')::int as failed,
                                  (select count(*)::int from events where dispatched_at is null) as undispatched
                           from webhook_deliveries`);
  return row as { delivered: number; pending: number; failed: number; undispatched: number };
};
const waitUntil = async (what: string, ok: () => Promise<boolean> | boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(await counts())}`);
    await new Promise((r) => setTimeout(r, 250));
  }
};

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      if (Math.random() < 0.3) {
        res.statusCode = 500;
        res.end('flaky');
        return;
      }
      delivered.add(String(req.headers['webhook-id']));
      res.end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  port = (receiver.address() as AddressInfo).port;

  db = await createTestDatabase('postgres', 'webhooks_noloss');
  db.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
  const org = await withFixtures(db, (build) => build.org({ name: 'No Loss Trust', slug: 'no-loss' }));
  // The endpoint through the CLI: its secret is encrypted under this database's ENCRYPTION_KEY, which the CLI holds.
  const endpoint = await cli<{ id: string; secret: string }>(
    db,
    ['webhook', 'create', '--org', 'no-loss', '--url', `http://127.0.0.1:${port}/hook`],
    {
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    },
  );
  recordSecrets('webhooks-no-loss', [endpoint.secret, db.env.ENCRYPTION_KEY]);
  app = await startApp(db, {
    label: 'webhooks-no-loss',
    env: { WORKER_MODE: 'off', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' },
  });

  // 1,000 events committed while no worker runs, exactly as the app writes them (recordEvent's row).
  await new Promise((r) => setTimeout(r, 20));
  const values = Array.from({ length: EVENTS }, (_, i) => {
    const data = JSON.stringify({ task: { id: `t${i}`, title: `Deliverable ${i}` }, project: { id: 'p' } }).replace(
      /'/g,
      "''",
    );
    return `('${newEventId()}', '${org.id}', 'task.completed', true, '${data}'::jsonb, now())`;
  });
  await sql(`insert into events (id, organization_id, type, livemode, data, created_at) values ${values.join(',')}`);
}, 360_000); // its own app, started on a machine that may be busy

afterAll(async () => {
  for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
  await app?.stop();
  await new Promise<void>((r) => receiver?.close(() => r()));
  await db?.drop();
});

describe('webhooks: nothing lost', () => {
  it('every event is delivered at least once despite kill -9 of two workers and a flaky receiver', async () => {
    // An app with WORKER_MODE=off delivers nothing.
    await new Promise((r) => setTimeout(r, 1500));
    expect(requests).toBe(0);
    expect((await counts()).undispatched).toBe(EVENTS);

    // Two workers; kill one with SIGKILL once deliveries flow, then the other, each replaced by a fresh one.
    const first = startWorker();
    const second = startWorker();
    await waitUntil('first deliveries', () => delivered.size >= 150, 90_000);
    first.kill('SIGKILL');
    startWorker();
    await waitUntil('more deliveries', () => delivered.size >= 450, 90_000);
    second.kill('SIGKILL');
    startWorker();

    // Attempts held by the killed workers are taken over once their lease and job expire.
    await waitUntil(
      'every event delivered',
      async () => {
        const c = await counts();
        return c.undispatched === 0 && c.pending === 0;
      },
      240_000,
    );
    const final = await counts();
    expect(final).toMatchObject({ delivered: EVENTS, pending: 0, failed: 0, undispatched: 0 });
    const eventIds = (await sql(`select id from events`)).map((r) => String(r.id));
    expect(eventIds.filter((id) => !delivered.has(id))).toEqual([]);
    expect(requests).toBeGreaterThan(EVENTS); // the 30 % failures were retried

    // A graceful stop drains and exits 0.
    const last = workers[workers.length - 1]!;
    const exited = new Promise<number | null>((r) => last.once('exit', (code) => r(code)));
    last.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 420_000);
});
