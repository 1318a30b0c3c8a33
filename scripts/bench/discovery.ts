/**
 * `npm run bench -- discovery` (docs/benchmarks.md#discovery), on PostgreSQL: 300 organizations with 1,000 missions,
 * then 100,000 generated grants imported in batches of 1,000, each matched in its own transaction, two in flight (the
 * importer's path); then, on the production app server, `GET /api/v1/grants?limit=20` for an organization with 5
 * missions, one client at a time. Targets on this 2-core machine: generation + import + matching under 60 s
 * (organizations and missions are set-up), peak RSS under 500 MB, p99 under 50 ms.
 *
 * Env: BENCH_GRANTS (100000), BENCH_ORGS (300), BENCH_MISSIONS (1000), BENCH_REQUESTS (500), BENCH_PG_URL.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import postgres from 'postgres';
import {
  cli,
  ensureBuild,
  envNumber,
  freePort,
  log,
  machineLines,
  percentile,
  recreateDatabase,
  ROOT,
  startAppServer,
  stopAll,
  table,
} from './harness';

export const description =
  '100k grants × 1,000 missions of 300 organizations: import + matching time, RSS, GET /grants p99';

const DB_NAME = 'gms_bench_discovery';

function step(databaseUrl: string, steps: string[], env: Record<string, string>): Record<string, unknown>[] {
  const r = spawnSync('npx', ['tsx', 'scripts/bench/discovery-steps.ts', ...steps], {
    cwd: ROOT,
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', LOG_DESTINATION: 'stderr' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`matching bench steps ${steps.join(' ')} failed:\n${r.stderr.slice(-4000)}`);
  return r.stdout
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`discovery takes no arguments (got: ${args.join(' ')})`);
  try {
    await runBenchmark();
  } finally {
    await stopAll();
  }
}

async function runBenchmark(): Promise<void> {
  const grants = envNumber('BENCH_GRANTS', 100_000);
  const orgs = envNumber('BENCH_ORGS', 300);
  const missions = envNumber('BENCH_MISSIONS', 1_000);
  const requests = envNumber('BENCH_REQUESTS', 500);
  log(
    `Discovery: ${grants} grants × ${missions} missions of ${orgs} organizations, then GET /api/v1/grants?limit=20\n`,
  );
  await ensureBuild();

  const { databaseUrl, pgVersion } = await recreateDatabase(DB_NAME);
  const loadBefore = os.loadavg()[0]!;

  const started = performance.now();
  const results = step(databaseUrl, ['orgs', 'missions', 'import', 'stats'], {
    BENCH_ORGS: String(orgs),
    BENCH_MISSIONS: String(missions),
    BENCH_GRANTS: String(grants),
  });
  const totalSeconds = (performance.now() - started) / 1000;
  const byStep = Object.fromEntries(results.map((r) => [String(r.step), r]));
  const peakRssMb = Math.max(...results.map((r) => Number(r.peakRssMb ?? 0)));
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await db.unsafe('vacuum analyze');
  await db.end({ timeout: 5 });

  // The import figures first: they stand even if the app server cannot start (e.g. a concurrent `next build`).
  const stats = byStep.stats ?? {};
  log(
    table([
      ['phase', 'seconds', 'detail'],
      [
        `${orgs.toLocaleString('en-US')} orgs (set-up)`,
        String(byStep.orgs?.seconds ?? ''),
        `${orgs} organizations with their sandboxes and roles`,
      ],
      [
        `${missions.toLocaleString('en-US')} missions (set-up)`,
        String(byStep.missions?.seconds ?? ''),
        `each matched when created (empty catalog); per mission ${JSON.stringify(byStep.missions?.perMissionMs ?? {})} ms`,
      ],
      [
        `generate + import + match ${grants.toLocaleString('en-US')} grants`,
        String(byStep.import?.seconds ?? ''),
        `target < 60 s; ${String(byStep.import?.concurrency)} batches in flight; summed over batches: generate ${String(byStep.import?.generateSeconds)} s, upsert ${String(byStep.import?.upsertSeconds)} s, match ${String(byStep.import?.matchSeconds)} s`,
      ],
      ['total (wall, incl. set-up and process start)', totalSeconds.toFixed(1), ''],
    ]),
  );
  log(`\npeak RSS of the importing process: ${peakRssMb} MB (target < 500 MB)`);
  log(
    `stored: ${String(stats.grants)} grants, ${String(stats.matches)} matches, ${String(stats.discoveries)} grant.found events`,
  );
  log(`load avg (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after the import\n`);

  // An organization with five missions, through the API, then one client reading its first page.
  cli(databaseUrl, ['org', 'create', '--name', 'Discovery Reader', '--slug', 'discovery-reader']);
  const { key } = cli(databaseUrl, [
    'api-key',
    'create',
    '--org',
    'discovery-reader',
    '--name',
    'bench',
    '--permissions',
    'VIEW_GRANTS,MANAGE_MISSIONS',
  ]) as { key: string };
  const port = await freePort();
  await startAppServer({ name: 'app', port, databaseUrl, logLevel: 'warn', env: { RATE_LIMITS: 'off' } });
  const base = `http://127.0.0.1:${port}/api/v1`;
  const headers = { 'X-API-Key': key, 'Content-Type': 'application/json' };
  const themes = [
    ['after-school literacy', 'reading', 'tutoring'],
    ['food insecurity', 'food bank', 'nutrition'],
    ['watershed restoration', 'water quality', 'conservation'],
    ['mental health', 'suicide prevention', 'behavioral health'],
    ['workforce training', 'apprenticeship', 'job training'],
  ];
  const missionMs: number[] = [];
  for (const [i, keywords] of themes.entries()) {
    const t = performance.now();
    const res = await fetch(`${base}/missions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Mission ${i + 1}`, keywords }),
    });
    if (res.status !== 201) throw new Error(`creating a mission: ${res.status} ${await res.text()}`);
    missionMs.push(performance.now() - t);
  }
  const first = (await (await fetch(`${base}/grants?limit=20`, { headers })).json()) as {
    data: unknown[];
    pagination: { total: number };
  };
  if (!first.data.length) throw new Error('the organization with five missions matched nothing');
  for (let i = 0; i < 50; i++) await (await fetch(`${base}/grants?limit=20`, { headers })).arrayBuffer(); // warm-up
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await fetch(`${base}/grants?limit=20`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /grants: ${res.status}`);
    latencies.push(performance.now() - t);
  }
  latencies.sort((a, b) => a - b);
  // The whole catalog (scope=all): its first page, and a search for one grant by its exact title.
  const someTitle = (
    (await (await fetch(`${base}/grants?scope=all&limit=1&sort=postedDate`, { headers })).json()) as {
      data: { title: string }[];
    }
  ).data[0]!.title;
  const wholeCatalog = {
    'scope=all&limit=20': await timeRequests(`${base}/grants?scope=all&limit=20`, headers, 100),
    'scope=all&q=<a title>&limit=20': await timeRequests(
      `${base}/grants?scope=all&q=${encodeURIComponent(someTitle)}&limit=20`,
      headers,
      100,
    ),
  };
  const loadAfter = os.loadavg()[0]!;

  log(`five missions created through the API: ${missionMs.map((m) => m.toFixed(0)).join(', ')} ms each`);
  log(
    `\nGET /api/v1/grants?limit=20 (5 missions, ${first.pagination.total} matched grants), 1 client, ${requests} requests:`,
  );
  log(
    `  p50 ${percentile(latencies, 50).toFixed(1)} ms · p90 ${percentile(latencies, 90).toFixed(1)} ms · p99 ${percentile(latencies, 99).toFixed(1)} ms · max ${latencies.at(-1)!.toFixed(1)} ms (target p99 < 50 ms)`,
  );
  for (const [query, times] of Object.entries(wholeCatalog)) {
    log(`GET /api/v1/grants?${query}, 1 client, ${times.length} requests:`);
    log(
      `  p50 ${percentile(times, 50).toFixed(1)} ms · p90 ${percentile(times, 90).toFixed(1)} ms · p99 ${percentile(times, 99).toFixed(1)} ms · max ${times.at(-1)!.toFixed(1)} ms`,
    );
  }
  log('\nmachine');
  for (const line of machineLines(pgVersion, loadBefore, loadAfter)) log(line);
}

/** `count` sequential GETs after 10 warm-up ones, each read whole; their latencies, sorted. */
async function timeRequests(url: string, headers: Record<string, string>, count: number): Promise<number[]> {
  for (let i = 0; i < 10; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}
