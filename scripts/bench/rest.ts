/**
 * REST benchmark (docs/benchmarks.md#rest): the production app server under load (autocannon, 50 connections) on five
 * scenarios, each a row of one table, with the bare node:http + postgres.js server (scripts/bench/bare-server.ts)
 * beside it where it can answer the same request with the app's SQL:
 *
 *   grants-10k    GET /api/v1/grants?limit=20, organization with no mission, 10,000-grant catalog   app + bare
 *   grants-100k   the same on a 100,000-grant catalog                                                app + bare
 *   matched-100k  the same request for an organization with 5 active missions (bench-missions.ts)    app (the bare
 *                 server answers 501 for organizations with missions: it has no match-ranked SQL)
 *   pursuits      GET /api/v1/pursuits?limit=20, organization with 10,000 pursuits, 2,000 projects,  app
 *                 20,000 tasks (harness.ts seedPipeline, the pipeline benchmark's data) and 5 missions
 *   summary       GET /api/v1/reports/summary, the same organization                                 app
 *
 * Where the bare server is measured, so is the floor (scripts/bench/floor-server.ts): the same request through the fixed
 * stack alone (node:http → trpc-to-openapi → tRPC → zod → the app's drizzle list), none of the product's own layers;
 * floor/bare is what the stack itself costs against the bare server, app/floor what the product adds on top.
 *
 * Then the goals (docs/benchmarks.md#goals) with the measured figure and met / NOT met. Fails on any non-2xx or error,
 * and before each bare comparison when the two servers do not give the same answer (total, ids, bodies).
 *
 * Databases, built once and reused (harness.ts reusableDatabase: a bench_meta marker records the generator parameters
 * and the migration count; BENCH_FRESH=1 rebuilds): gms_bench_rest (10k catalog, the mission-less organization) and
 * gms_bench_rest_100k (100k catalog, the mission-less, the matched and the pipeline organizations). One app server
 * (and one bare server) per database and launch; the app/bare comparisons are made on BENCH_LAUNCHES launches,
 * pooled. Writes nothing into the repository (runs `next build` only when .next/BUILD_ID is missing).
 *
 * Knobs (env, for experiments; the defaults are what docs/benchmarks.md reports):
 *   BENCH_PG_URL           admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_SCENARIOS        comma-separated subset of grants-10k,grants-100k,matched-100k,pursuits,summary (default all)
 *   BENCH_CONNECTIONS      autocannon connections (50)
 *   BENCH_WARMUP_SECONDS   discarded warm-up run per scenario and server (3)
 *   BENCH_SECONDS          measured time per scenario and server (15)
 *   BENCH_ROUNDS           where app and bare are both measured, the measured time is taken in this many rounds, the
 *                          servers in turn (A B C C B A …, harness.ts measureInterleaved), so that the machine's drift
 *                          falls on every server alike (4)
 *   BENCH_LAUNCHES         the app/bare comparisons are made on this many launches of the two servers, pooled: one
 *                          launch of a server runs up to twice as fast as the next, for its whole life (3)
 *   BENCH_GRANTS           the small catalog (10000); BENCH_GRANTS_LARGE the large one (100000)
 *   BENCH_FRESH            "1": drop and rebuild the databases even when their marker matches
 *   BENCH_APP_LOG_LEVEL    the app's LOG_LEVEL (warn; "info" adds one pino access log line per request)
 *   BENCH_CPU_PROF_DIR     run the servers with --cpu-prof; profiles land in <dir>/<database>/app, …/bare, …/floor on
 *                          shutdown (one per thread; use a directory outside the repository, e.g. /tmp/gms-prof)
 *   BENCH_ONLY             "app" or "bare": measure one server only (both still answer the comparison request)
 *   BENCH_FLOOR            "0": leave the floor server out (default: measured wherever the bare server is)
 *   BENCH_APP_WORKERS      "inline": run the job workers inside the app, as its default is (default: off, the
 *                          request path alone)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import {
  adminUrl,
  cli,
  envNumber,
  freePort,
  getListResponse,
  log,
  measureInterleaved,
  median,
  measureLoad,
  pooled,
  REQUEST_PATH,
  roundsOf,
  reusableDatabase,
  ROOT,
  seedPipeline,
  startAppServer,
  startChild,
  stopAll,
  table,
  waitForHealth,
  withServersStopped,
  ensureBuild,
  machineLines,
  type Child,
  type ListBody,
  type Measured,
} from './harness';

export const description =
  'app server vs bare node:http + postgres.js: grants list at 10k/100k, matched list, pursuits, reports/summary; the REST goals';

const SCENARIO_IDS = ['grants-10k', 'grants-100k', 'matched-100k', 'pursuits', 'summary'] as const;
type ScenarioId = (typeof SCENARIO_IDS)[number];
type Catalog = 'small' | 'large';
type OrgRole = 'plain' | 'matched' | 'pipeline';

interface Scenario {
  id: ScenarioId;
  catalog: Catalog;
  org: OrgRole;
  path: string;
  /** The bare server can answer it with the app's SQL. */
  bare: boolean;
}

const SCENARIOS: readonly Scenario[] = [
  { id: 'grants-10k', catalog: 'small', org: 'plain', path: REQUEST_PATH, bare: true },
  { id: 'grants-100k', catalog: 'large', org: 'plain', path: REQUEST_PATH, bare: true },
  { id: 'matched-100k', catalog: 'large', org: 'matched', path: REQUEST_PATH, bare: false },
  { id: 'pursuits', catalog: 'large', org: 'pipeline', path: '/api/v1/pursuits?limit=20', bare: false },
  { id: 'summary', catalog: 'large', org: 'pipeline', path: '/api/v1/reports/summary', bare: false },
];

const DB_NAMES: Record<Catalog, string> = { small: 'gms_bench_rest', large: 'gms_bench_rest_100k' };
const MISSIONS = { count: 5, seed: 1 };
const PIPELINE = { pursuits: 10_000, projects: 2_000, tasksPerProject: 10 };
/** The synthetic catalog's dates are relative to the day it was generated: rebuild a week-old database. */
const MAX_AGE_DAYS = 7;

/**
 * The REST goals (docs/benchmarks.md#goals), per request, on this 2-core machine at 50 connections. What the product
 * adds is judged against the fixed stack alone (the floor), not against the bare server, which the stack itself
 * costs 1.5–2× of.
 */
const GOALS = { dbCpuMs: 1, appOverFloorCpu: 1.35, p99Ms: 100, dbCpuLargeOverSmall: 1.5 };

/** Read when the benchmark runs (not at import: index.ts imports every benchmark). */
function readConfig() {
  const only = process.env.BENCH_ONLY || undefined;
  if (only !== undefined && only !== 'app' && only !== 'bare') throw new Error('BENCH_ONLY must be "app" or "bare"');
  const wanted = (process.env.BENCH_SCENARIOS || SCENARIO_IDS.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((s) => !(SCENARIO_IDS as readonly string[]).includes(s));
  if (unknown.length || wanted.length === 0) {
    throw new Error(
      `BENCH_SCENARIOS: unknown ${unknown.join(', ') || '(empty)'}; choose from ${SCENARIO_IDS.join(',')}`,
    );
  }
  return {
    connections: envNumber('BENCH_CONNECTIONS', 50),
    warmupSeconds: envNumber('BENCH_WARMUP_SECONDS', 3),
    seconds: envNumber('BENCH_SECONDS', 15),
    rounds: envNumber('BENCH_ROUNDS', 4),
    launches: Math.max(1, Math.round(envNumber('BENCH_LAUNCHES', 3))),
    grants: {
      small: Math.round(envNumber('BENCH_GRANTS', 10_000)),
      large: Math.round(envNumber('BENCH_GRANTS_LARGE', 100_000)),
    },
    floor: process.env.BENCH_FLOOR !== '0',
    fresh: process.env.BENCH_FRESH === '1' || process.env.BENCH_FRESH === 'true',
    appLogLevel: process.env.BENCH_APP_LOG_LEVEL || 'warn',
    cpuProfDir: process.env.BENCH_CPU_PROF_DIR ? path.resolve(process.env.BENCH_CPU_PROF_DIR) : undefined,
    only,
    scenarios: SCENARIOS.filter((s) => wanted.includes(s.id)),
  };
}
let cfg: ReturnType<typeof readConfig>;
const KEY_CACHE_NOTE =
  'API-key lookup: both behind a 10 s in-process cache (the app’s verifyApiKey; the bare server copies it)';

const thousands = (n: number) => (n % 1000 === 0 ? `${n / 1000}k` : String(n));
function scenarioLabel(s: Scenario): string {
  const size = thousands(cfg.grants[s.catalog]);
  return {
    'grants-10k': `grants ${size}`,
    'grants-100k': `grants ${size}`,
    'matched-100k': `matched ${size}`,
    pursuits: 'pursuits',
    summary: 'reports/summary',
  }[s.id];
}

const canonical = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(canonical)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
        )
      : v;

/** Both servers must give the same answer, or the comparison means nothing. */
function assertSameAnswer(app: ListBody, bare: ListBody): void {
  const problems: string[] = [];
  if (app.pagination.total !== bare.pagination.total) {
    problems.push(`pagination.total differs: app ${app.pagination.total}, bare ${bare.pagination.total}`);
  }
  const appIds = app.data.map((g) => g.id).join(',');
  const bareIds = bare.data.map((g) => g.id).join(',');
  if (app.data.length !== 20) problems.push(`app returned ${app.data.length} grants, expected 20`);
  if (appIds !== bareIds) problems.push(`grant ids differ:\n  app  ${appIds}\n  bare ${bareIds}`);
  if (problems.length === 0 && JSON.stringify(canonical(app)) !== JSON.stringify(canonical(bare))) {
    const i = app.data.findIndex((g, n) => JSON.stringify(canonical(g)) !== JSON.stringify(canonical(bare.data[n])));
    problems.push(
      `same ids but different bodies (first differing item ${i}):\n  app  ${JSON.stringify(canonical(app.data[i] ?? app.pagination))}\n` +
        `  bare ${JSON.stringify(canonical(bare.data[i] ?? bare.pagination))}`,
    );
  }
  if (problems.length) throw new Error(`app and bare server disagree — benchmark aborted:\n${problems.join('\n')}`);
}

// ---------------------------------------------------------------- the databases

interface CatalogState extends Record<string, unknown> {
  keys: Partial<Record<OrgRole, string>>;
  /** Set-up phases and their wall seconds, in order. */
  timings: Array<[string, number]>;
  pipeline?: { pursuits: number; projects: number; tasks: number; history: number };
  matches?: Partial<Record<OrgRole, number>>;
}

/** Seconds of wall time `fn` takes, and its result. */
function timed<T>(fn: () => T): Promise<[Awaited<T>, number]> {
  const t = performance.now();
  return Promise.resolve(fn()).then((r) => [r, Math.round(performance.now() - t) / 1000]);
}

function seedMissions(databaseUrl: string, orgId: string): { matches: number } {
  const r = spawnSync(
    'npx',
    ['tsx', 'scripts/bench/seed-missions.ts', orgId, String(MISSIONS.count), String(MISSIONS.seed)],
    {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', LOG_DESTINATION: 'stderr' },
      encoding: 'utf8',
    },
  );
  const last = r.stdout?.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !last.startsWith('{'))
    throw new Error(`seed-missions failed (exit ${r.status}):\n${r.stderr?.slice(-3000)}`);
  return JSON.parse(last) as { matches: number };
}

async function buildCatalog(catalog: Catalog, databaseUrl: string): Promise<CatalogState> {
  const state: CatalogState = { keys: {}, timings: [] };
  const step = async <T>(name: string, fn: () => T) => {
    const [r, s] = await timed(fn);
    state.timings.push([name, s]);
    log(`  ${name}: ${s.toFixed(1)} s`);
    return r;
  };
  const orgs: Partial<Record<OrgRole, string>> = {};
  await step('organizations + API keys (cli)', () => {
    orgs.plain = String(cli(databaseUrl, ['org', 'create', '--name', 'Bench Org', '--slug', 'bench']).id);
    state.keys.plain = String(cli(databaseUrl, ['api-key', 'create', '--org', 'bench', '--name', 'bench']).key);
    if (catalog === 'small') return;
    orgs.matched = String(cli(databaseUrl, ['org', 'create', '--name', 'Bench Matched', '--slug', 'bench-matched']).id);
    state.keys.matched = String(
      cli(databaseUrl, ['api-key', 'create', '--org', 'bench-matched', '--name', 'bench']).key,
    );
    orgs.pipeline = String(
      cli(databaseUrl, [
        'org',
        'create',
        '--name',
        'Pipeline Bench',
        '--slug',
        'pipeline-bench',
        '--plan',
        'enterprise',
      ]).id,
    );
    state.keys.pipeline = String(
      cli(databaseUrl, [
        'api-key',
        'create',
        '--org',
        'pipeline-bench',
        '--name',
        'bench',
        '--permissions',
        'VIEW_GRANTS,VIEW_PURSUITS,VIEW_PROJECTS,VIEW_REPORTS',
      ]).key,
    );
  });
  // Generated before any mission exists, so this is the catalog write alone (no matching).
  const count = cfg.grants[catalog];
  await step(`cli grants generate --count ${count} --seed 1`, () =>
    cli(databaseUrl, ['grants', 'generate', '--count', String(count), '--seed', '1']),
  );
  if (catalog === 'large') {
    state.matches = {};
    state.matches.matched = (
      await step(`${MISSIONS.count} missions for bench-matched (createMission, each matched)`, () =>
        seedMissions(databaseUrl, orgs.matched!),
      )
    ).matches;
    state.matches.pipeline = (
      await step(`${MISSIONS.count} missions for pipeline-bench`, () => seedMissions(databaseUrl, orgs.pipeline!))
    ).matches;
    state.pipeline = await step(
      `pipeline-bench: ${PIPELINE.pursuits} pursuits, ${PIPELINE.projects} projects, ${PIPELINE.projects * PIPELINE.tasksPerProject} tasks (SQL) + vacuum analyze`,
      () => seedPipeline(databaseUrl, orgs.pipeline!, PIPELINE),
    );
  } else {
    await step('vacuum analyze', async () => {
      const db = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
      try {
        await db.unsafe('vacuum analyze'); // stable plans from the first request; autovacuum won't kick in mid-run
      } finally {
        await db.end({ timeout: 5 });
      }
    });
  }
  return state;
}

async function catalogDatabase(catalog: Catalog) {
  const dbName = DB_NAMES[catalog];
  const setup =
    catalog === 'small'
      ? { grants: cfg.grants.small, seed: 1 }
      : { grants: cfg.grants.large, seed: 1, missions: MISSIONS, pipeline: PIPELINE, pipelineMissions: MISSIONS };
  log(`database ${dbName}:`);
  const t = performance.now();
  const db = await reusableDatabase(dbName, setup, (url) => buildCatalog(catalog, url), {
    fresh: cfg.fresh,
    maxAgeDays: MAX_AGE_DAYS,
  });
  const setupSeconds = (performance.now() - t) / 1000;
  if (db.reused) {
    log(
      `  reused (built ${db.builtAt.toISOString()}, same set-up and migrations; BENCH_FRESH=1 rebuilds); its set-up took:`,
    );
    for (const [name, s] of db.state.timings) log(`    ${name}: ${s.toFixed(1)} s`);
  } else {
    log(`  built in ${setupSeconds.toFixed(1)} s`);
  }
  return { ...db, dbName, setupSeconds };
}

/**
 * Parallel query off for the servers' connections (a database setting, read when a connection opens): a parallel
 * worker is its own process for the length of one query, titled "parallel worker for PID …" without the database's
 * name, so the db CPU column (backends of this database, from /proc) would miss its share; and on 2 cores under 50
 * connections a parallel plan buys no throughput.
 */
async function noParallelQuery(dbName: string): Promise<void> {
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin.unsafe(`alter database ${dbName} set max_parallel_workers_per_gather = 0`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

// ---------------------------------------------------------------- the run

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`rest takes no arguments (got: ${args.join(' ')})`);
  cfg = readConfig();
  await withServersStopped(runBenchmark);
}

interface Row {
  scenario: Scenario;
  app?: Measured;
  bare?: Measured;
  /** The fixed stack alone (floor-server.ts), where it is measured beside the bare server. */
  floor?: Measured;
  /** Server CPU per request (ms) of the app, the bare server and the floor (NaN if not measured) on each launch. */
  launchCpu: Array<[app: number, bare: number, floor: number]>;
  total?: number;
  bytes: number;
}

async function runBenchmark(): Promise<void> {
  const started = performance.now();
  log(`REST: ${cfg.scenarios.map(scenarioLabel).join(', ')} — app server vs bare node:http + postgres.js\n`);
  await ensureBuild();
  const rows: Row[] = [];
  const setups: string[] = [];
  let pgVersion = '';
  let loadBefore = Number.NaN;
  for (const catalog of ['small', 'large'] as const) {
    const scenarios = cfg.scenarios.filter((s) => s.catalog === catalog);
    if (scenarios.length === 0) continue;
    const db = await catalogDatabase(catalog);
    await noParallelQuery(db.dbName);
    pgVersion = db.pgVersion;
    setups.push(
      `${db.dbName}: ${db.reused ? `reused (built ${db.builtAt.toISOString()})` : `built now, ${db.setupSeconds.toFixed(1)} s`}; ` +
        db.state.timings.map(([n, s]) => `${n} ${s.toFixed(1)} s`).join('; '),
    );
    if (Number.isNaN(loadBefore)) loadBefore = os.loadavg()[0]!;
    // The first launch measures every scenario; the others only the app/bare comparisons.
    const launches: Row[][] = [];
    for (let l = 0; l < cfg.launches; l++) {
      const these = l === 0 ? scenarios : scenarios.filter((s) => s.bare && cfg.only === undefined);
      if (these.length === 0) break;
      if (cfg.launches > 1) log(`  launch ${l + 1} of ${cfg.launches}`);
      launches.push(await runCatalog(db.dbName, db.databaseUrl, db.state, these));
    }
    rows.push(...launches[0]!.map((row) => poolLaunches(row, launches.slice(1))));
  }
  const loadAfter = os.loadavg()[0]!;

  log('\nmachine');
  for (const line of machineLines(pgVersion, loadBefore, loadAfter)) log(line);
  log(
    `  load:       autocannon ${cfg.connections} connections; per server and scenario ${cfg.warmupSeconds} s warm-up (discarded) + ${cfg.seconds} s measured, ` +
      `taken in ${cfg.rounds} rounds of the servers in turn where the bare one is measured (1 s warm-up each), ` +
      `on ${cfg.launches} launch${cfg.launches === 1 ? '' : 'es'} of them; pool 10 connections each`,
  );
  log(`  ${KEY_CACHE_NOTE}`);
  log('\nset-up');
  for (const s of setups) log(`  ${s}`);
  log('\ndata');
  for (const r of rows)
    log(
      `  ${scenarioLabel(r.scenario).padEnd(16)} GET ${r.scenario.path}${r.total !== undefined ? `, total ${r.total}` : ''}, ~${r.bytes} B response`,
    );
  log('');
  log(table(resultRows(rows)));
  for (const r of rows) {
    if (!r.app || !r.bare) continue;
    log(`${scenarioLabel(r.scenario)}: ratio app/bare req/s ${(r.app.reqPerSec / r.bare.reqPerSec).toFixed(2)}`);
    const app = roundsOf(r.app);
    const bare = roundsOf(r.bare);
    if (r.launchCpu.length > 1) {
      const ratios = r.launchCpu.map(([a, b]) => a / b);
      const middle = median([...ratios].sort((a, b) => a - b));
      log(
        `  per launch: app/bare server CPU ${ratios.map((x) => x.toFixed(2)).join(', ')} (median ${middle.toFixed(2)}; the table pools them)`,
      );
      log(
        `    ms/request app ${r.launchCpu.map(([a]) => a.toFixed(2)).join(', ')}; bare ${r.launchCpu.map(([, b]) => b.toFixed(2)).join(', ')}`,
      );
    }
    if (r.floor) {
      const perLaunch = r.launchCpu.map(([, b, f]) => (f / b).toFixed(2)).join(', ');
      log(
        `  the fixed stack alone (floor): floor/bare server CPU ${times(r.floor.cpuMsPerReq / r.bare.cpuMsPerReq)} pooled${r.launchCpu.length > 1 ? ` (per launch ${perLaunch}; floor ms/request ${r.launchCpu.map(([, , f]) => f.toFixed(2)).join(', ')})` : ''}; app/floor ${times(r.app.cpuMsPerReq / r.floor.cpuMsPerReq)}`,
      );
    }
    if (app.length > 1 && app.length === bare.length) {
      const each = (f: (a: (typeof app)[number], b: (typeof bare)[number]) => number) =>
        app.map((a, i) => f(a, bare[i]!).toFixed(2)).join(', ');
      log(
        `  per round: app/bare server CPU ${each((a, b) => a.cpuMsPerReq / b.cpuMsPerReq)}; req/s ${each((a, b) => a.reqPerSec / b.reqPerSec)}`,
      );
    }
  }
  log('\ngoals (per request, this machine, the app server)');
  log(table(goalRows(rows)));
  if (cfg.cpuProfDir) log(`CPU profiles in ${cfg.cpuProfDir}/<database>/{app,bare,floor}`);
  log(`(bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const bad = rows.flatMap((r) =>
    [r.app, r.bare, r.floor]
      .filter((m): m is Measured => m !== undefined && (m.non2xx > 0 || m.errors > 0))
      .map((m) => `${scenarioLabel(r.scenario)} ${m.server}`),
  );
  if (bad.length) throw new Error(`non-2xx responses or errors from: ${bad.join(', ')}`);
  const none = rows.flatMap((r) =>
    [r.app, r.bare, r.floor]
      .filter((m): m is Measured => m?.total === 0)
      .map((m) => `${scenarioLabel(r.scenario)} ${m.server}`),
  );
  if (none.length)
    throw new Error(`no request completed within the measured window: ${none.join(', ')} (raise BENCH_SECONDS)`);
}

/** A scenario's row with its measures on later launches added in (pooled), and each launch's app/bare ratio. */
function poolLaunches(first: Row, later: Row[][]): Row {
  const rows = [first, ...later.flatMap((launch) => launch.filter((r) => r.scenario.id === first.scenario.id))];
  if (rows.length === 1) return first;
  const measures = (f: (r: Row) => Measured | undefined) => rows.map(f).filter((m): m is Measured => m !== undefined);
  return {
    ...first,
    app:
      first.app &&
      pooled(
        'app',
        measures((r) => r.app),
      ),
    bare:
      first.bare &&
      pooled(
        'bare',
        measures((r) => r.bare),
      ),
    floor:
      first.floor &&
      pooled(
        'floor',
        measures((r) => r.floor),
      ),
    launchCpu: rows.flatMap((r) => r.launchCpu),
  };
}

/** One app server (and a bare one when a scenario needs it) on the database; each scenario checked, then loaded. */
async function runCatalog(
  dbName: string,
  databaseUrl: string,
  state: CatalogState,
  scenarios: Scenario[],
): Promise<Row[]> {
  const cpuProfDir = cfg.cpuProfDir ? path.join(cfg.cpuProfDir, dbName) : undefined;
  if (cpuProfDir) fs.mkdirSync(cpuProfDir, { recursive: true });
  const withBare = scenarios.some((s) => s.bare);
  const withFloor = withBare && cfg.floor && cfg.only === undefined;
  const [appPort, barePort, floorPort] = [await freePort(), await freePort(), await freePort()];
  log('  starting servers …');
  const appBase = `http://127.0.0.1:${appPort}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  const floorBase = `http://127.0.0.1:${floorPort}`;
  const appReady = startAppServer({
    name: 'app',
    port: appPort,
    databaseUrl,
    logLevel: cfg.appLogLevel,
    env: {
      // The limiter runs (in-process) on every request but never refuses: this bench measures throughput.
      RATE_LIMIT_BASIC_PER_MINUTE: '1000000000',
      RATE_LIMIT_ENTERPRISE_PER_MINUTE: '1000000000',
      // The request path alone, as the bare server and the floor serve it: the job workers' polling costs the same
      // CPU a second whatever the request rate, so charged per request it would move with the throughput
      // (docs/benchmarks.md#a-run). BENCH_APP_WORKERS=inline keeps them in the app, as its default is.
      WORKER_MODE: process.env.BENCH_APP_WORKERS === 'inline' ? 'inline' : 'off',
    },
    cpuProfDir,
  });
  const bare: Child | undefined = withBare
    ? startChild(
        'bare',
        'scripts/bench/bare-server.ts',
        { DATABASE_URL: databaseUrl, HOSTNAME: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1', PORT: String(barePort) },
        cpuProfDir,
      )
    : undefined;
  const floor: Child | undefined = withFloor
    ? startChild(
        'floor',
        'scripts/bench/floor-server.ts',
        { DATABASE_URL: databaseUrl, HOSTNAME: '127.0.0.1', NODE_ENV: 'production', PORT: String(floorPort) },
        cpuProfDir,
      )
    : undefined;
  const [app] = await Promise.all([
    appReady,
    bare && waitForHealth(bare, bareBase),
    floor && waitForHealth(floor, floorBase),
  ]);
  log(`  app   ${appBase}  (scripts/serve.ts, NODE_ENV=production, LOG_LEVEL=${cfg.appLogLevel})`);
  if (bare) log(`  bare  ${bareBase}  (scripts/bench/bare-server.ts)`);
  if (floor) log(`  floor ${floorBase}  (scripts/bench/floor-server.ts: the fixed stack alone)`);

  const rows: Row[] = [];
  for (const s of scenarios) {
    const key = state.keys[s.org];
    if (!key) throw new Error(`${dbName} has no API key for the ${s.org} organization: rebuild it with BENCH_FRESH=1`);
    const appBody = (await getListResponse(appBase, key, s.path)).body as unknown;
    const row: Row = { scenario: s, bytes: Buffer.byteLength(JSON.stringify(appBody)), launchCpu: [] };
    checkAnswer(s, appBody, state);
    const list = appBody as Partial<ListBody>;
    row.total = list.pagination?.total;
    if (s.bare && bare) {
      assertSameAnswer(appBody as ListBody, (await getListResponse(bareBase, key, s.path)).body);
      if (floor) assertSameAnswer(appBody as ListBody, (await getListResponse(floorBase, key, s.path)).body);
      log(
        `  ${scenarioLabel(s)}: same answer from ${floor ? 'all three' : 'both'}: total ${row.total}, the same ${list.data?.length} grants`,
      );
    }
    const load = {
      key,
      dbName,
      path: s.path,
      connections: cfg.connections,
      warmupSeconds: cfg.warmupSeconds,
      seconds: cfg.seconds,
    };
    const appLoad = { ...load, label: `${scenarioLabel(s)} app`, child: app, base: appBase };
    const bareLoad = bare && { ...load, label: `${scenarioLabel(s)} bare`, child: bare, base: bareBase };
    const floorLoad = floor && { ...load, label: `${scenarioLabel(s)} floor`, child: floor, base: floorBase };
    if (cfg.only === undefined && s.bare && bareLoad) {
      [row.app, row.bare, row.floor] = await measureInterleaved(
        floorLoad ? [appLoad, bareLoad, floorLoad] : [appLoad, bareLoad],
        cfg.rounds,
      );
    } else {
      if (cfg.only !== 'bare') row.app = await measureLoad(appLoad);
      if (cfg.only !== 'app' && s.bare && bareLoad) row.bare = await measureLoad(bareLoad);
    }
    if (row.app) row.app.server = 'app';
    if (row.bare) row.bare.server = 'bare';
    if (row.floor) row.floor.server = 'floor';
    if (row.app && row.bare)
      row.launchCpu.push([row.app.cpuMsPerReq, row.bare.cpuMsPerReq, row.floor?.cpuMsPerReq ?? Number.NaN]);
    rows.push(row);
  }
  await stopAll(); // writes the CPU profiles, if asked for
  return rows;
}

/** The first answer is what the scenario claims to measure (the data is there), or the bench stops. */
function checkAnswer(s: Scenario, body: unknown, state: CatalogState): void {
  const b = body as { data?: Array<{ match?: unknown }>; tasks?: { total?: number } };
  const fail = (why: string) => {
    throw new Error(
      `${scenarioLabel(s)}: ${why} — the database does not hold what this scenario measures (BENCH_FRESH=1 rebuilds it)`,
    );
  };
  if (s.id === 'summary') {
    if (b.tasks?.total !== state.pipeline?.tasks)
      fail(`the summary counts ${b.tasks?.total} tasks, the set-up wrote ${state.pipeline?.tasks}`);
    return;
  }
  if (b.data?.length !== 20) fail(`${b.data?.length ?? 'no'} items on the first page, expected 20`);
  if (s.id === 'matched-100k' && !b.data!.every((g) => g.match)) fail('a grant on the first page has no match');
  if ((s.id === 'grants-10k' || s.id === 'grants-100k') && b.data!.some((g) => g.match))
    fail('a grant on the first page has a match');
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : 'n/a');
const whole = (v: number) => (!Number.isFinite(v) ? 'n/a' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const times = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');

function resultRows(rows: Row[]): string[][] {
  const out = [
    [
      'scenario',
      'server',
      'req/s (mean)',
      'p50 (ms)',
      'p99 (ms)',
      'non-2xx',
      'errors',
      'requests',
      'server CPU ms/req',
      'db CPU ms/req',
      'server CPU ÷ bare',
    ],
  ];
  for (const r of rows) {
    for (const m of [r.app, r.bare, r.floor]) {
      if (!m) continue;
      const ratio =
        m.server === 'bare' ? '' : r.bare ? times(m.cpuMsPerReq / r.bare.cpuMsPerReq) : r.scenario.bare ? '—' : 'n/a';
      out.push([
        scenarioLabel(r.scenario),
        m.server,
        m.reqPerSec.toFixed(0),
        whole(m.p50),
        whole(m.p99),
        String(m.non2xx),
        String(m.errors),
        String(m.total),
        ms(m.cpuMsPerReq),
        ms(m.dbCpuMsPerReq),
        ratio,
      ]);
    }
  }
  return out;
}

function goalRows(rows: Row[]): string[][] {
  const out = [['scenario', 'goal', 'measured', 'target', 'result']];
  const verdict = (v: number, max: number) => (!Number.isFinite(v) ? 'n/a' : v <= max ? 'met' : 'NOT met');
  for (const r of rows) {
    const label = scenarioLabel(r.scenario);
    if (!r.app) {
      out.push([label, 'all', 'n/a', '', 'n/a (app not measured: BENCH_ONLY=bare)']);
      continue;
    }
    out.push([
      label,
      'PostgreSQL CPU per request',
      `${ms(r.app.dbCpuMsPerReq)} ms`,
      `≤ ${GOALS.dbCpuMs} ms`,
      verdict(r.app.dbCpuMsPerReq, GOALS.dbCpuMs),
    ]);
    if (r.floor) {
      const ratio = r.app.cpuMsPerReq / r.floor.cpuMsPerReq;
      out.push([
        label,
        'app/floor server CPU per request',
        times(ratio),
        `≤ ${GOALS.appOverFloorCpu}×`,
        verdict(ratio, GOALS.appOverFloorCpu),
      ]);
    } else {
      const why = r.scenario.bare ? 'n/a (floor not measured)' : 'n/a (no floor server for this request)';
      out.push([label, 'app/floor server CPU per request', 'n/a', `≤ ${GOALS.appOverFloorCpu}×`, why]);
    }
    out.push([label, 'p99', `${whole(r.app.p99)} ms`, `≤ ${GOALS.p99Ms} ms`, verdict(r.app.p99, GOALS.p99Ms)]);
  }
  const small = rows.find((r) => r.scenario.id === 'grants-10k');
  const large = rows.find((r) => r.scenario.id === 'grants-100k');
  const name = `grants ${thousands(cfg.grants.large)}/${thousands(cfg.grants.small)}`;
  if (small?.app && large?.app) {
    const ratio = large.app.dbCpuMsPerReq / small.app.dbCpuMsPerReq;
    const bareNote =
      small.bare && large.bare ? ` (bare ${ms(large.bare.dbCpuMsPerReq / small.bare.dbCpuMsPerReq)})` : '';
    out.push([
      name,
      'PostgreSQL CPU per request, large/small catalog',
      `${ms(ratio)}${bareNote}`,
      `≤ ${GOALS.dbCpuLargeOverSmall}`,
      verdict(ratio, GOALS.dbCpuLargeOverSmall),
    ]);
  } else {
    out.push([
      name,
      'PostgreSQL CPU per request, large/small catalog',
      'n/a',
      `≤ ${GOALS.dbCpuLargeOverSmall}`,
      'n/a (needs grants-10k and grants-100k, app)',
    ]);
  }
  return out;
}
