/**
 * `npm run bench -- webhooks` (docs/benchmarks.md#webhooks), on PostgreSQL: the production app server with its inline
 * workers (WORKER_MODE=inline) delivers to a receiver on loopback. Two phases: 1. sustained: events are committed at a
 * fixed rate (like recordEvent, one transaction per tick) for a while; event-to-delivery latency = the receiver's clock
 * minus the event's createdAt (same machine); 2. backlog: many events committed at once; deliveries/s until the last
 * one arrives. Targets on this 2-core machine: ≥ 300 deliveries/s, p50 latency < 1 s.
 *
 * Env: BENCH_RATE (events/s, 400), BENCH_SECONDS (20), BENCH_BACKLOG (10000), BENCH_PG_URL.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import postgres from 'postgres';
import { newEventId } from '~/server/events/record-event';
import {
  cli,
  ensureBuild,
  envNumber,
  freePort,
  log,
  machineLines,
  percentile,
  recreateDatabase,
  sleep,
  startAppServer,
  stopAll,
  table,
} from './harness';

export const description =
  'webhook deliveries/s and event-to-delivery latency (app with inline workers, receiver on loopback)';

const DB_NAME = 'gms_bench_webhooks';

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`webhooks takes no arguments (got: ${args.join(' ')})`);
  try {
    await runBenchmark();
  } finally {
    await stopAll();
  }
}

async function runBenchmark(): Promise<void> {
  const rate = envNumber('BENCH_RATE', 400);
  const seconds = envNumber('BENCH_SECONDS', 20);
  const backlog = envNumber('BENCH_BACKLOG', 10_000);
  log(`Webhooks: ${rate} events/s for ${seconds} s, then a backlog of ${backlog} events; one endpoint on loopback\n`);
  await ensureBuild();

  // The receiver: answers 200 at once and notes when each event arrived (first time only).
  const arrived = new Map<string, number>();
  let requests = 0;
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      const id = String(req.headers['webhook-id']);
      if (!arrived.has(id)) arrived.set(id, Date.now());
      res.end('ok');
    });
  });
  receiver.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const receiverPort = (receiver.address() as AddressInfo).port;

  const encryptionKey = randomBytes(32).toString('base64');
  process.env.ENCRYPTION_KEY = encryptionKey; // the CLI (spawned with process.env) and the app share it
  process.env.WEBHOOK_ALLOW_PRIVATE_NETWORKS = 'true';
  const { databaseUrl, pgVersion } = await recreateDatabase(DB_NAME);
  const org = cli(databaseUrl, ['org', 'create', '--name', 'Webhook Bench', '--slug', 'webhook-bench']) as {
    id: string;
  };
  cli(databaseUrl, ['webhook', 'create', '--org', 'webhook-bench', '--url', `http://127.0.0.1:${receiverPort}/hook`]);

  const port = await freePort();
  await startAppServer({
    name: 'app',
    port,
    databaseUrl,
    logLevel: 'warn',
    env: { WORKER_MODE: 'inline', ENCRYPTION_KEY: encryptionKey, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' },
  });
  const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  const loadBefore = os.loadavg()[0]!;
  const createdAt = new Map<string, number>();
  const insertEvents = async (n: number) => {
    const now = new Date();
    const rows = Array.from({ length: n }, (_, i) => {
      const id = newEventId(now.getTime());
      createdAt.set(id, now.getTime());
      return {
        id,
        organization_id: org.id,
        type: 'task.completed',
        livemode: true,
        data: { task: { id: `task-${i}`, title: 'Final report', status: 'completed' }, project: { id: 'bench' } },
        created_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += 1000) await sql`insert into events ${sql(rows.slice(i, i + 1000))}`;
  };
  const waitForAll = async (ids: string[], timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (ids.some((id) => !arrived.has(id))) {
      if (Date.now() > deadline)
        throw new Error(`${ids.filter((id) => !arrived.has(id)).length} events not delivered in time`);
      await sleep(50);
    }
  };

  // Warm-up: connections, plans, JIT.
  await insertEvents(200);
  await waitForAll([...createdAt.keys()], 60_000);
  arrived.clear();
  createdAt.clear();

  // 1. Sustained rate: a tick every 100 ms commits rate/10 events.
  const perTick = Math.max(1, Math.round(rate / 10));
  const started = Date.now();
  for (let tick = 0; tick < seconds * 10; tick++) {
    await insertEvents(perTick);
    const next = started + (tick + 1) * 100;
    await sleep(Math.max(0, next - Date.now()));
  }
  const sustainedIds = [...createdAt.keys()];
  await waitForAll(sustainedIds, 120_000);
  const lastArrival = Math.max(...sustainedIds.map((id) => arrived.get(id)!));
  const sustainedRate = sustainedIds.length / ((lastArrival - started) / 1000);
  const latencies = sustainedIds.map((id) => arrived.get(id)! - createdAt.get(id)!).sort((a, b) => a - b);

  // 2. Backlog: everything at once.
  arrived.clear();
  createdAt.clear();
  const backlogStarted = Date.now();
  await insertEvents(backlog);
  const backlogIds = [...createdAt.keys()];
  await waitForAll(backlogIds, 300_000);
  const backlogSeconds = (Math.max(...backlogIds.map((id) => arrived.get(id)!)) - backlogStarted) / 1000;
  const loadAfter = os.loadavg()[0]!;
  const [stats] = await sql`select count(*) filter (where status = 'delivered')::int as delivered,
                                   count(*) filter (where status <> 'delivered')::int as other,
                                   (select count(*)::int from webhook_attempts) as attempts from webhook_deliveries`;
  await sql.end({ timeout: 5 });
  receiver.close();

  log(
    table([
      ['phase', 'events', 'deliveries/s', 'latency p50', 'p90', 'p99', 'max'],
      [
        `sustained ${rate}/s × ${seconds} s`,
        String(sustainedIds.length),
        sustainedRate.toFixed(0),
        `${percentile(latencies, 50).toFixed(0)} ms`,
        `${percentile(latencies, 90).toFixed(0)} ms`,
        `${percentile(latencies, 99).toFixed(0)} ms`,
        `${latencies.at(-1)!.toFixed(0)} ms`,
      ],
      [
        `backlog of ${backlog}`,
        String(backlogIds.length),
        (backlogIds.length / backlogSeconds).toFixed(0),
        '',
        '',
        '',
        `${backlogSeconds.toFixed(1)} s total`,
      ],
    ]),
  );
  log(
    `\nstored: ${String(stats?.delivered)} delivered, ${String(stats?.other)} not delivered, ${String(stats?.attempts)} attempts; receiver saw ${requests} requests`,
  );
  log('targets: ≥ 300 deliveries/s, p50 < 1 s');
  log('\nmachine');
  for (const line of machineLines(pgVersion, loadBefore, loadAfter)) log(line);
}
