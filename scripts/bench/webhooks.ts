/**
 * `npm run bench -- webhooks` (docs/benchmarks.md#webhooks), on PostgreSQL: the production app server with its inline
 * workers (WORKER_MODE=inline) delivers to a receiver on loopback. Two phases: 1. sustained: events are committed at a
 * fixed rate (like recordEvent, one transaction per tick) for a while; event-to-delivery latency = the receiver's clock
 * minus the event's createdAt (same machine); 2. backlog: many events committed at once; deliveries/s until the last
 * one arrives. Then the books are checked: every event arrived exactly once (counted by webhook-id at the receiver),
 * and the delivery records agree (one delivered delivery and one attempt per event, as many attempts as requests).
 * Targets on this 2-core machine: ≥ 990 deliveries/s sustained at 1,000 offered, p99 ≤ 1 s, nothing lost or doubled.
 *
 * Env: BENCH_RATE (events/s, 1000), BENCH_SECONDS (60), BENCH_BACKLOG (10000; 0 skips the phase), BENCH_PG_URL,
 * BENCH_CPU_PROF_DIR (run the app with --cpu-prof; the profile lands in <dir>/app when it stops).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { newEventId } from '~/server/events/record-event';
import {
  cli,
  cpuMs,
  dbBackendsCpuMs,
  dbCpuBetween,
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
  const rate = envNumber('BENCH_RATE', 1000);
  const seconds = envNumber('BENCH_SECONDS', 60);
  const backlog = envNumber('BENCH_BACKLOG', 10_000);
  log(`Webhooks: ${rate} events/s for ${seconds} s, then a backlog of ${backlog} events; one endpoint on loopback\n`);
  await ensureBuild();

  // The receiver: answers 200 at once, notes when each event first arrived, and counts every request per webhook-id
  // for the whole run (the phases clear `arrived`, never `received`), so a second delivery of any event shows.
  const arrived = new Map<string, number>();
  const received = new Map<string, number>();
  let requests = 0;
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests++;
      const id = String(req.headers['webhook-id']);
      received.set(id, (received.get(id) ?? 0) + 1);
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
  const cpuProfDir = process.env.BENCH_CPU_PROF_DIR ? path.resolve(process.env.BENCH_CPU_PROF_DIR) : undefined;
  const app = await startAppServer({
    name: 'app',
    port,
    databaseUrl,
    logLevel: 'warn',
    env: { WORKER_MODE: 'inline', ENCRYPTION_KEY: encryptionKey, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' },
    cpuProfDir,
  });
  // CPU of the app process and of the database's backends over a phase, per event delivered.
  const cpuMark = () => ({ app: cpuMs(app.proc.pid), db: dbBackendsCpuMs(DB_NAME) });
  const cpuPerEvent = (from: ReturnType<typeof cpuMark>, events: number) => {
    const to = cpuMark();
    return { app: (to.app - from.app) / events, db: dbCpuBetween(from.db, to.db) / events };
  };
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
  const sustainedCpu = cpuMark();
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
  const sustainedCpuPerEvent = cpuPerEvent(sustainedCpu, sustainedIds.length);

  // 2. Backlog: everything at once.
  arrived.clear();
  createdAt.clear();
  let backlogRow: string[] | null = null;
  if (backlog > 0) {
    const backlogCpu = cpuMark();
    const backlogStarted = Date.now();
    await insertEvents(backlog);
    const backlogIds = [...createdAt.keys()];
    await waitForAll(backlogIds, 300_000);
    const backlogSeconds = (Math.max(...backlogIds.map((id) => arrived.get(id)!)) - backlogStarted) / 1000;
    const backlogCpuPerEvent = cpuPerEvent(backlogCpu, backlogIds.length);
    backlogRow = [
      `backlog of ${backlog}`,
      String(backlogIds.length),
      (backlogIds.length / backlogSeconds).toFixed(0),
      '',
      '',
      '',
      `${backlogSeconds.toFixed(1)} s total`,
      `${backlogCpuPerEvent.app.toFixed(2)} + ${backlogCpuPerEvent.db.toFixed(2)} ms`,
    ];
  }
  const loadAfter = os.loadavg()[0]!;

  // The books. Every event the bench committed (warm-up included) must have one delivery, delivered at its first
  // attempt (the receiver never fails), with exactly one attempt row; the receiver must have seen each id once.
  // The last batch's outcome is written just after its requests are answered: wait until nothing is pending.
  for (let waited = 0; waited < 30_000; waited += 200) {
    const [left] = await sql<{ n: number }[]>`select count(*)::int as n from webhook_deliveries
                                               where status = 'pending' or locked_until is not null`;
    if (left?.n === 0) break;
    await sleep(200);
  }
  const [books] = await sql<
    { events: number; deliveries: number; delivered: number; attempts: number; multi: number; orphans: number }[]
  >`select (select count(*)::int from events) as events,
           (select count(*)::int from webhook_deliveries) as deliveries,
           (select count(*)::int from webhook_deliveries where status = 'delivered' and attempt_count = 1) as delivered,
           (select count(*)::int from webhook_attempts) as attempts,
           (select count(*)::int from (select delivery_id from webhook_attempts group by delivery_id
                                        having count(*) > 1) m) as multi,
           (select count(*)::int from events e where not exists
              (select 1 from webhook_deliveries d where d.event_id = e.id)) as orphans`;
  await sql.end({ timeout: 5 });
  receiver.close();
  const doubled = [...received.values()].filter((n) => n > 1).length;
  const b = books!;
  const booksAgree =
    doubled === 0 &&
    b.orphans === 0 &&
    b.deliveries === b.events &&
    b.delivered === b.events &&
    b.attempts === b.events &&
    b.multi === 0 &&
    received.size === b.events &&
    requests === b.attempts;

  log(
    table([
      ['phase', 'events', 'deliveries/s', 'latency p50', 'p90', 'p99', 'max', 'CPU/event app + db'],
      [
        `sustained ${rate}/s × ${seconds} s`,
        String(sustainedIds.length),
        sustainedRate.toFixed(0),
        `${percentile(latencies, 50).toFixed(0)} ms`,
        `${percentile(latencies, 90).toFixed(0)} ms`,
        `${percentile(latencies, 99).toFixed(0)} ms`,
        `${latencies.at(-1)!.toFixed(0)} ms`,
        `${sustainedCpuPerEvent.app.toFixed(2)} + ${sustainedCpuPerEvent.db.toFixed(2)} ms`,
      ],
      ...(backlogRow ? [backlogRow] : []),
    ]),
  );
  log(
    `\nbooks: ${b.events} events, ${b.deliveries} deliveries (${b.delivered} delivered at the first attempt), ` +
      `${b.attempts} attempts (${b.multi} deliveries with more than one), ${b.orphans} events without a delivery; ` +
      `the receiver saw ${requests} requests for ${received.size} webhook-ids, ${doubled} of them more than once`,
  );
  log(`nothing lost or doubled, records agree: ${booksAgree ? 'yes' : 'NO'}`);
  const p99 = percentile(latencies, 99);
  log(
    `targets: ≥ 990 deliveries/s sustained (${sustainedRate.toFixed(0)}), p99 ≤ 1 s (${p99.toFixed(0)} ms), ` +
      `nothing lost or doubled (${booksAgree ? 'yes' : 'no'})`,
  );
  if (cpuProfDir) log(`CPU profile of the app in ${cpuProfDir}/app (written when it stops)`);
  log('\nmachine');
  for (const line of machineLines(pgVersion, loadBefore, loadAfter)) log(line);
}
