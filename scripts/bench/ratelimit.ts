/**
 * Rate limiter overhead: the REST benchmark's request (authenticated `GET /api/v1/grants?limit=20`, same data set-up
 * as `rest`) against the production app server in three configurations, measured one at a time on the same database:
 *
 *   off      RATE_LIMITS=off                      (no per-organization limit; no Upstash)
 *   memory   RATE_LIMITS=on, no Upstash env       (in-process MemorySlidingWindowLimiter)
 *   upstash  RATE_LIMITS=on, Upstash env → a bridge started in this process (scripts/upstash-bridge.ts) → local Redis
 *
 * In all three RATE_LIMIT_BASIC_PER_MINUTE=1000000000, so the limiter runs but never refuses. The three servers are
 * started (one app server per configuration, same database) and each is checked before anything is measured:
 * X-RateLimit-Limit absent (off) or 1000000000 with X-RateLimit-Remaining below it (counted, not failed open), and
 * /api/v1/health's rateLimiter "memory" (off, memory) or "ok" (upstash: Redis answered).
 * Then, one server at a time: a 50-connection autocannon warm-up (discarded) per server; the measured 50-connection
 * time in 3 slices per server (BENCH_ROUNDS), round-robin (off, memory, upstash; then memory, upstash, off; …) so that
 * drifting load from other work on the machine spreads evenly over the configurations; then the 1-connection runs
 * (per-request latency without queueing) the same way in 10 slices (BENCH_SINGLE_ROUNDS). After each slice the
 * bench waits (1.5 s; 0.3 s at 1 connection) so the server finishes the requests still in flight; CPU figures are
 * divided by the requests begun in the slices (completed + one per connection per slice). Latency percentiles come from every response's hrtime latency (autocannon's own histogram keeps whole
 * milliseconds), pooled over the slices. Idle servers cost nothing measurable (no background worker runs).
 * Last, `limit()` is timed in this process (micro-benchmark): MemorySlidingWindowLimiter directly, and the
 * production Upstash limiter (`getRateLimiter()` from server/rate-limit/limiter.ts, dynamically imported after
 * process.env points it at the bridge), with the bridge's HTTP round trip and a direct Redis round trip for scale.
 *
 * Knobs (env; the defaults are what docs/benchmarks.md reports):
 *   BENCH_PG_URL            admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_REDIS_URL         Redis behind the bridge (redis://127.0.0.1:6379)
 *   BENCH_CONNECTIONS       autocannon connections of the main run (50)
 *   BENCH_WARMUP_SECONDS    discarded warm-up run per server (3)
 *   BENCH_SECONDS           measured 50-connection time per configuration (15)
 *   BENCH_SINGLE_SECONDS    measured 1-connection time per configuration (10)
 *   BENCH_ROUNDS            slices the 50-connection time is cut into, round-robin over the configurations (3)
 *   BENCH_SINGLE_ROUNDS     the same for the 1-connection time (10)
 *   BENCH_GRANTS            synthetic grants (10000)
 *   BENCH_APP_LOG_LEVEL     the app's LOG_LEVEL (warn)
 *   BENCH_MICRO_CALLS       in-process limit() calls in the micro-benchmark (100000)
 *   BENCH_MICRO_REDIS_CALLS sequential calls per Redis-backed micro-benchmark (2000)
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Redis as IORedis } from 'ioredis';
import { Redis as UpstashRedis } from '@upstash/redis';
import { MemorySlidingWindowLimiter, type LimitRule } from '~/server/rate-limit/memory-limiter';
import { startUpstashBridge, type UpstashBridge } from '../upstash-bridge';
import {
  cannon,
  cpuMs,
  dbBackendsCpuMs,
  dbCpuBetween,
  ensureBuild,
  envNumber,
  freePort,
  getListResponse,
  log,
  machineLines,
  percentile,
  REQUEST_PATH,
  setUpDatabase,
  sleep,
  startAppServer,
  stopAll,
  table,
  withServersStopped,
  type Child,
} from './harness';

export const description =
  'per-organization rate limiter overhead: off vs in-process vs Upstash (bridge → local Redis)';

const DB_NAME = 'gms_bench_ratelimit';
const LIMIT = '1000000000';
const PLAN_WINDOW_MS = 60_000; // server/rate-limit/plan-limit.ts
/** Pause after each measured slice: the server finishes the requests in flight when autocannon stopped. */
const SETTLE_MS = 1_500;
const SETTLE_ONE_MS = 300; // after a 1-connection slice: one request in flight

function readConfig() {
  return {
    connections: envNumber('BENCH_CONNECTIONS', 50),
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
    seconds: envNumber('BENCH_SECONDS', 15),
    singleSeconds: envNumber('BENCH_SINGLE_SECONDS', 10),
    rounds: Math.round(envNumber('BENCH_ROUNDS', 3)),
    singleRounds: Math.round(envNumber('BENCH_SINGLE_ROUNDS', 10)),
    grants: Math.round(envNumber('BENCH_GRANTS', 10_000)),
    appLogLevel: process.env.BENCH_APP_LOG_LEVEL || 'warn',
    redisUrl: process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379',
    microCalls: Math.round(envNumber('BENCH_MICRO_CALLS', 100_000)),
    microRedisCalls: Math.round(envNumber('BENCH_MICRO_REDIS_CALLS', 2_000)),
  };
}
let cfg: ReturnType<typeof readConfig>;

interface Configuration {
  name: 'off' | 'memory' | 'upstash';
  label: string;
  env: Record<string, string>;
  /** What /api/v1/health reports as checks.rateLimiter. */
  health: 'memory' | 'ok';
  limited: boolean;
}

/** One configuration's measurements, summed over its slices. */
interface Tally {
  latencies: number[];
  /** Completed requests. */
  total: number;
  /** Requests begun: completed + the ones in flight when each slice stopped (one per connection). */
  begun: number;
  seconds: number;
  bad: number;
  serverCpu: number;
  dbCpu: number;
  /** This process: autocannon, and in the upstash configuration the bridge. */
  benchCpu: number;
  redisCpu: number;
  /** EVAL + EVALSHA commands Redis ran (all clients of that Redis). */
  evals: number;
}
const tally = (): Tally => ({
  latencies: [],
  total: 0,
  begun: 0,
  seconds: 0,
  bad: 0,
  serverCpu: 0,
  dbCpu: 0,
  benchCpu: 0,
  redisCpu: 0,
  evals: 0,
});

interface Server {
  config: Configuration;
  child: Child;
  base: string;
  load: Tally;
  single: Tally;
}

// ---------------------------------------------------------------- Redis probes (INFO)

interface RedisProbe {
  client: IORedis;
  version: string;
  pid: number;
  /** EVAL/EVALSHA calls and their total µs inside Redis so far. */
  evals(): Promise<{ calls: number; usec: number }>;
  cpuMs(): number;
}

async function redisProbe(url: string): Promise<RedisProbe> {
  const client = new IORedis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  await client.connect();
  const server = await client.info('server');
  const field = (info: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim() ?? '';
  const pid = Number(field(server, 'process_id'));
  return {
    client,
    version: field(server, 'redis_version'),
    pid,
    async evals() {
      const stats = await client.info('commandstats');
      let calls = 0;
      let usec = 0;
      for (const m of stats.matchAll(/^cmdstat_(?:eval|evalsha|eval_ro|evalsha_ro):calls=(\d+),usec=(\d+)/gm)) {
        calls += Number(m[1]);
        usec += Number(m[2]);
      }
      return { calls, usec };
    },
    cpuMs: () => cpuMs(pid), // NaN unless Redis runs on this machine and /proc/<pid>/stat is readable
  };
}

// ---------------------------------------------------------------- one configuration

async function checkConfiguration(c: Configuration, base: string, key: string, redis: RedisProbe): Promise<string> {
  const health = (await (await fetch(`${base}/api/v1/health`)).json()) as { checks?: { rateLimiter?: string } };
  const rl = health.checks?.rateLimiter;
  if (rl !== c.health)
    throw new Error(
      `${c.name}: /api/v1/health says rateLimiter "${rl}", expected "${c.health}" — configuration did not take`,
    );
  const evalsBefore = (await redis.evals()).calls;
  const { headers } = await getListResponse(base, key);
  const evals = (await redis.evals()).calls - evalsBefore;
  const limit = headers.get('x-ratelimit-limit');
  const remaining = headers.get('x-ratelimit-remaining');
  if (!c.limited) {
    if (limit !== null)
      throw new Error(
        `${c.name}: response carries X-RateLimit-Limit: ${limit}, expected none (RATE_LIMITS=off did not take)`,
      );
    return `no X-RateLimit-Limit, health rateLimiter "${rl}"`;
  }
  if (limit !== LIMIT)
    throw new Error(
      `${c.name}: X-RateLimit-Limit is ${limit}, expected ${LIMIT} (RATE_LIMIT_BASIC_PER_MINUTE did not take)`,
    );
  // A fail-open answer (Redis unreachable or slower than the limiter’s timeout) reports remaining = limit.
  if (remaining === null || !(Number(remaining) < Number(LIMIT))) {
    throw new Error(
      `${c.name}: X-RateLimit-Remaining is ${remaining}: the request was not counted (limiter failed open?)`,
    );
  }
  if (c.name === 'upstash' && evals < 1)
    throw new Error(`upstash: Redis ran no EVAL/EVALSHA for the request — it did not go through the bridge`);
  return (
    `X-RateLimit-Limit: ${limit}, Remaining: ${remaining}, health rateLimiter "${rl}"` +
    (c.name === 'upstash' ? `, ${evals} Redis EVAL(SHA) for the request` : '')
  );
}

/** One measured slice against one server, added to its tally. */
async function slice(
  s: Server,
  t: Tally,
  key: string,
  connections: number,
  seconds: number,
  redis: RedisProbe,
): Promise<void> {
  const evals = (await redis.evals()).calls;
  const redisCpu = redis.cpuMs();
  const bench = process.cpuUsage();
  const cpu = cpuMs(s.child.proc.pid);
  const db = dbBackendsCpuMs(DB_NAME);
  const r = await cannon({
    url: `${s.base}${REQUEST_PATH}`,
    key,
    connections,
    seconds,
    onResponse: (status, ms) => {
      if (status === 200) t.latencies.push(ms);
    },
  });
  await sleep(connections === 1 ? SETTLE_ONE_MS : SETTLE_MS);
  t.serverCpu += cpuMs(s.child.proc.pid) - cpu;
  t.dbCpu += dbCpuBetween(db, dbBackendsCpuMs(DB_NAME));
  const used = process.cpuUsage(bench);
  t.benchCpu += (used.user + used.system) / 1000;
  t.redisCpu += redis.cpuMs() - redisCpu;
  t.evals += (await redis.evals()).calls - evals;
  t.total += r.requests.total;
  t.begun += r.requests.total + connections;
  t.seconds += r.duration;
  t.bad += r.non2xx + r.errors + r.timeouts;
}

/** `rounds` rounds; round i starts at configuration i (mod 3), so no configuration always goes first. */
async function roundRobin(
  servers: Server[],
  label: string,
  seconds: number,
  rounds: number,
  run: (s: Server, seconds: number) => Promise<void>,
): Promise<void> {
  const per = seconds / rounds;
  process.stdout.write(`  ${label}: ${rounds} × ${per.toFixed(1)} s per configuration, round-robin … `);
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < servers.length; i++) await run(servers[(round + i) % servers.length]!, per);
    process.stdout.write(`${round + 1} `);
  }
  log('done');
}

// ---------------------------------------------------------------- micro-benchmark of limit() in this process

interface Timing {
  p50: number;
  p99: number;
  mean: number;
}

async function timeSequential(n: number, call: (i: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < Math.min(200, n); i++) await call(i); // warm-up (connections, script cache, JIT)
  const ms = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call(i);
    ms[i] = performance.now() - t;
  }
  const sorted = Array.from(ms).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean: sorted.reduce((s, v) => s + v, 0) / n };
}

interface Micro {
  memorySyncNs: number;
  memoryAwaitedNs: number;
  upstashLimit: Timing;
  bridgePing: Timing;
  redisPing: Timing;
  redisUsecPerEval: number;
  failedOpen: number;
}

async function microBenchmark(bridge: UpstashBridge, redis: RedisProbe): Promise<Micro> {
  const rule: LimitRule = { limit: Number(LIMIT), windowMs: PLAN_WINDOW_MS };
  process.stdout.write(`  in-process: ${cfg.microCalls} calls … `);
  const memory = new MemorySlidingWindowLimiter();
  for (let i = 0; i < 10_000; i++) memory.limit('org:micro', rule); // JIT warm-up
  let t = process.hrtime.bigint();
  let passed = 0;
  for (let i = 0; i < cfg.microCalls; i++) if (memory.limit('org:micro', rule).success) passed++;
  const memorySyncNs = Number(process.hrtime.bigint() - t) / cfg.microCalls;
  // The way server/rate-limit/limiter.ts's memoryLimiter() hands it out: an async function, awaited.
  const asyncLimit = async (id: string, r: LimitRule) => memory.limit(id, r);
  for (let i = 0; i < 10_000; i++) await asyncLimit('org:micro', rule);
  t = process.hrtime.bigint();
  for (let i = 0; i < cfg.microCalls; i++) if ((await asyncLimit('org:micro', rule)).success) passed++;
  const memoryAwaitedNs = Number(process.hrtime.bigint() - t) / cfg.microCalls;
  if (passed !== 2 * cfg.microCalls) throw new Error('in-process limiter refused a call');
  log('done');

  // The production limiter: getRateLimiter() reads env() once per process, so point it at the bridge first.
  process.env.UPSTASH_REDIS_REST_URL = bridge.url;
  process.env.UPSTASH_REDIS_REST_TOKEN = bridge.token;
  process.env.LOG_LEVEL = 'warn';
  process.env.LOG_DESTINATION = 'stderr';
  const { getRateLimiter } = await import('~/server/rate-limit/limiter');
  const limiter = getRateLimiter();
  if (limiter.kind !== 'upstash')
    throw new Error(`getRateLimiter() gave a "${limiter.kind}" limiter, expected "upstash"`);
  const id = `org:bench-micro-${process.pid}-${Date.now()}`;
  const n = cfg.microRedisCalls;
  let failedOpen = 0;
  process.stdout.write(`  Upstash limiter through the bridge: ${n} sequential limit() … `);
  const before = await redis.evals();
  const upstashLimit = await timeSequential(n, async () => {
    const r = await limiter.limit(id, rule);
    if (!r.success) throw new Error('Upstash limiter refused a call');
    if (r.remaining >= r.limit) failedOpen++; // fail-open answers report remaining = limit
  });
  const after = await redis.evals();
  const redisUsecPerEval = (after.usec - before.usec) / Math.max(1, after.calls - before.calls);
  process.stdout.write(`${n} PING via bridge … `);
  const upstash = new UpstashRedis({
    url: bridge.url,
    token: bridge.token,
    retry: { retries: 0 },
    enableTelemetry: false,
  });
  const bridgePing = await timeSequential(n, () => upstash.ping());
  process.stdout.write(`${n} PING direct … `);
  const redisPing = await timeSequential(n, () => redis.client.ping());
  log('done');
  return { memorySyncNs, memoryAwaitedNs, upstashLimit, bridgePing, redisPing, redisUsecPerEval, failedOpen };
}

// ---------------------------------------------------------------- the benchmark

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`ratelimit takes no arguments (got: ${args.join(' ')})`);
  cfg = readConfig();
  await withServersStopped(runBenchmark);
}

const f2 = (n: number) => (Number.isNaN(n) ? 'n/a' : n.toFixed(2));
const signed = (n: number) => (Number.isNaN(n) ? 'n/a' : `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(2)}`);

async function runBenchmark(): Promise<void> {
  const started = performance.now();
  log(
    `Rate limiter overhead: GET ${REQUEST_PATH} with X-API-Key — app server with the per-organization limiter off, in-process, Upstash (bridge → Redis)\n`,
  );
  await ensureBuild();
  const redis = await redisProbe(cfg.redisUrl).catch((err: unknown) => {
    throw new Error(`cannot reach Redis at ${cfg.redisUrl}: ${err instanceof Error ? err.message : String(err)}`);
  });
  const bridge = await startUpstashBridge({ token: `bench-${process.pid}-${Date.now()}`, redisUrl: cfg.redisUrl });
  try {
    log(`setting up database ${DB_NAME} …`);
    const { key, pgVersion, databaseUrl } = await setUpDatabase(DB_NAME, cfg.grants);
    log(`  Upstash bridge ${bridge.url} (in this process) → Redis ${cfg.redisUrl} (${redis.version})\n`);

    const noUpstash = { UPSTASH_REDIS_REST_URL: '', UPSTASH_REDIS_REST_TOKEN: '' }; // empty = unset (server/env.ts)
    const configurations: Configuration[] = [
      {
        name: 'off',
        label: 'off (RATE_LIMITS=off)',
        env: { RATE_LIMITS: 'off', ...noUpstash },
        health: 'memory',
        limited: false,
      },
      {
        name: 'memory',
        label: 'on, in-process',
        env: { RATE_LIMITS: 'on', ...noUpstash },
        health: 'memory',
        limited: true,
      },
      {
        name: 'upstash',
        label: 'on, Upstash via bridge',
        env: { RATE_LIMITS: 'on', UPSTASH_REDIS_REST_URL: bridge.url, UPSTASH_REDIS_REST_TOKEN: bridge.token },
        health: 'ok',
        limited: true,
      },
    ];
    log('starting one app server per configuration …');
    const servers: Server[] = await Promise.all(
      configurations.map(async (config) => {
        const port = await freePort();
        const child = await startAppServer({
          name: `app (${config.name})`,
          port,
          databaseUrl,
          logLevel: cfg.appLogLevel,
          env: { ...config.env, RATE_LIMIT_BASIC_PER_MINUTE: LIMIT },
        });
        return { config, child, base: `http://127.0.0.1:${port}`, load: tally(), single: tally() };
      }),
    );
    for (const s of servers)
      log(`  ${s.config.name.padEnd(7)} ${s.base}  ${await checkConfiguration(s.config, s.base, key, redis)}`);

    log(
      `\nautocannon, one server at a time: ${cfg.connections} connections, ${cfg.warmupSeconds} s warm-up per server (discarded), ` +
        `${cfg.seconds} s measured per configuration; then 1 connection, ${cfg.singleSeconds} s per configuration`,
    );
    const loadBefore = os.loadavg()[0]!;
    process.stdout.write(`  warm-up: ${servers.map((s) => s.config.name).join(', ')} … `);
    for (const s of servers) {
      await cannon({ url: `${s.base}${REQUEST_PATH}`, key, connections: cfg.connections, seconds: cfg.warmupSeconds });
    }
    await sleep(SETTLE_MS);
    log('done');
    await roundRobin(servers, `${cfg.connections} connections`, cfg.seconds, cfg.rounds, (s, sec) =>
      slice(s, s.load, key, cfg.connections, sec, redis),
    );
    await roundRobin(servers, '1 connection', cfg.singleSeconds, cfg.singleRounds, (s, sec) =>
      slice(s, s.single, key, 1, sec, redis),
    );
    const loadAfter = os.loadavg()[0]!;
    const failOpen = servers.filter((s) => s.child.tail.some((l) => l.includes('rate limiter unavailable')));
    await stopAll();

    log('\nmicro-benchmark of limit() in this process (sequential; the bridge runs in this process too)');
    const micro = await microBenchmark(bridge, redis);

    log('\nmachine');
    for (const line of machineLines(pgVersion, loadBefore, loadAfter)) log(line);
    log(
      `  redis:      ${redis.version} at ${cfg.redisUrl}; Upstash REST bridge (scripts/upstash-bridge.ts) in the bench process, with autocannon`,
    );
    log(
      `  data:       ${cfg.grants} synthetic grants (seed 1), database ${DB_NAME}; basic plan, RATE_LIMIT_BASIC_PER_MINUTE=${LIMIT}`,
    );
    log('');

    const stats = servers.map((s) => {
      const lat = s.load.latencies.sort((x, y) => x - y);
      const one = s.single.latencies.sort((x, y) => x - y);
      return {
        s,
        reqPerSec: s.load.total / s.load.seconds,
        p50: percentile(lat, 50),
        p99: percentile(lat, 99),
        p50one: percentile(one, 50),
        p99one: percentile(one, 99),
        meanOne: one.reduce((sum, v) => sum + v, 0) / one.length,
        cpu: s.load.serverCpu / s.load.begun,
        cpuOne: s.single.serverCpu / s.single.begun,
        db: s.load.dbCpu / s.load.begun,
        bench: s.load.benchCpu / s.load.begun,
        redisCpu: s.load.redisCpu / s.load.begun,
        evals: s.load.evals / s.load.begun,
      };
    });
    const off = stats.find((x) => x.s.config.name === 'off')!;
    const up = stats.find((x) => x.s.config.name === 'upstash')!;
    const rows = [
      [
        'configuration',
        'req/s',
        'p50 (ms)',
        'p99 (ms)',
        '1 conn p50 (ms)',
        '1 conn p99 (ms)',
        'server CPU ms/req',
        'overhead vs off, 1-conn p50 (ms/req)',
        'overhead vs off, server CPU (ms/req)',
      ],
    ];
    for (const x of stats) {
      const isOff = x === off;
      rows.push([
        x.s.config.label,
        x.reqPerSec.toFixed(0),
        x.p50.toFixed(0),
        x.p99.toFixed(0),
        f2(x.p50one),
        f2(x.p99one),
        f2(x.cpu),
        isOff ? '—' : signed(x.p50one - off.p50one),
        isOff ? '—' : signed(x.cpu - off.cpu),
      ]);
    }
    log(
      `req/s, p50, p99 and server CPU: ${cfg.connections} connections; 1 conn: 1 connection; overhead = configuration − off`,
    );
    log(table(rows));

    log('\nthe rest of the cost, per request');
    const rows2 = [
      [
        'configuration',
        'requests',
        '1-conn requests',
        '1-conn mean (ms)',
        '1-conn server CPU ms/req',
        'db CPU ms/req',
        'bench process CPU ms/req',
        'redis CPU ms/req',
        'Redis EVAL(SHA)/req',
        'non-2xx + errors',
      ],
    ];
    for (const x of stats) {
      rows2.push([
        x.s.config.label,
        String(x.s.load.total),
        String(x.s.single.total),
        f2(x.meanOne),
        f2(x.cpuOne),
        f2(x.db),
        f2(x.bench),
        f2(x.redisCpu),
        f2(x.evals),
        String(x.s.load.bad + x.s.single.bad),
      ]);
    }
    log(table(rows2));
    log(
      `(${cfg.connections}-connection figures unless marked 1-conn; bench process = autocannon + in the upstash configuration the bridge; ` +
        'Redis counts include any other client of that Redis)',
    );
    const total = up.cpu - off.cpu + (up.bench - off.bench) + (up.redisCpu - off.redisCpu);
    log(
      `Upstash CPU overhead per request, server + bridge + Redis: ${signed(total)} ms ` +
        `(server ${signed(up.cpu - off.cpu)}, bridge ${signed(up.bench - off.bench)}, Redis ${signed(up.redisCpu - off.redisCpu)}); ` +
        `1-conn server CPU ${signed(up.cpuOne - off.cpuOne)} ms`,
    );

    log('\nlimit() micro-benchmark');
    const t = (x: Timing) => [x.p50.toFixed(3), x.p99.toFixed(3), x.mean.toFixed(3)];
    log(
      table([
        ['call', 'p50 (ms)', 'p99 (ms)', 'mean (ms)'],
        [
          'Upstash limiter limit() (getRateLimiter(): @upstash/ratelimit → bridge → Redis EVALSHA)',
          ...t(micro.upstashLimit),
        ],
        ['@upstash/redis PING through the bridge (HTTP round trip)', ...t(micro.bridgePing)],
        ['ioredis PING direct to Redis (TCP round trip)', ...t(micro.redisPing)],
      ]),
    );
    log(
      `in-process MemorySlidingWindowLimiter.limit(): ${micro.memorySyncNs.toFixed(0)} ns/op sync, ` +
        `${micro.memoryAwaitedNs.toFixed(0)} ns/op awaited as memoryLimiter() hands it out (${cfg.microCalls} calls each)`,
    );
    log(
      `Redis time inside EVALSHA (INFO commandstats): ${micro.redisUsecPerEval.toFixed(1)} µs per call; ` +
        `${cfg.microRedisCalls} sequential calls per row; fail-open answers: ${micro.failedOpen}`,
    );
    log(`(bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);

    const problems: string[] = [];
    for (const x of stats)
      if (x.s.load.bad + x.s.single.bad > 0) problems.push(`${x.s.config.name}: non-2xx responses or errors`);
    for (const s of failOpen)
      problems.push(`${s.config.name}: the server logged "rate limiter unavailable" (failed open) during the runs`);
    if (up.evals < 0.95)
      problems.push(
        `upstash: only ${up.evals.toFixed(2)} Redis EVAL(SHA) per request (expected 1): requests skipped Redis`,
      );
    if (micro.failedOpen > 0) problems.push(`micro-benchmark: ${micro.failedOpen} Upstash limit() calls failed open`);
    if (problems.length) throw new Error(problems.join('\n'));
  } finally {
    await bridge.close();
    redis.client.disconnect();
  }
}
