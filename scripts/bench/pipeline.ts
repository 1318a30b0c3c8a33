/**
 * `npm run bench -- pipeline` (docs/benchmarks.md#pipeline), on PostgreSQL: an organization with 10,000 pursuits (2,000
 * of them won, each with its funded project) and 20,000 deliverables, 10,000 catalog grants and five missions; then, on
 * the production app server, one client at a time: `GET /api/v1/reports/summary` and `GET /api/v1/pursuits?limit=20`.
 * Targets on this 2-core machine: summary p99 under 100 ms, pursuits list p99 under 30 ms.
 *
 * Env: BENCH_PURSUITS (10000), BENCH_PROJECTS (2000), BENCH_TASKS_PER_PROJECT (10), BENCH_GRANTS (10000),
 * BENCH_REQUESTS (500), BENCH_PG_URL.
 */
import os from 'node:os';
import {
  cli,
  ensureBuild,
  envNumber,
  freePort,
  log,
  machineLines,
  percentile,
  recreateDatabase,
  seedPipeline,
  startAppServer,
  stopAll,
  table,
} from './harness';

export const description =
  '10k pursuits, 2k projects, 20k tasks: GET /reports/summary and GET /pursuits p99, one client';

const DB_NAME = 'gms_bench_pipeline';

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`pipeline takes no arguments (got: ${args.join(' ')})`);
  try {
    await runBenchmark();
  } finally {
    await stopAll();
  }
}

async function timeRequests(url: string, headers: Record<string, string>, requests: number) {
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm-up
  const latencies: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
    latencies.push(performance.now() - t);
  }
  return latencies.sort((a, b) => a - b);
}

async function runBenchmark(): Promise<void> {
  const n = {
    pursuits: envNumber('BENCH_PURSUITS', 10_000),
    projects: envNumber('BENCH_PROJECTS', 2_000),
    tasksPerProject: envNumber('BENCH_TASKS_PER_PROJECT', 10),
  };
  const grants = envNumber('BENCH_GRANTS', 10_000);
  const requests = envNumber('BENCH_REQUESTS', 500);
  log(
    `Pipeline: ${n.pursuits} pursuits, ${n.projects} projects × ${n.tasksPerProject} deliverables, ${grants} grants\n`,
  );
  await ensureBuild();

  const { databaseUrl, pgVersion } = await recreateDatabase(DB_NAME);
  const org = cli(databaseUrl, [
    'org',
    'create',
    '--name',
    'Pipeline Bench',
    '--slug',
    'pipeline-bench',
    '--plan',
    'enterprise',
  ]) as { id: string };
  const { key } = cli(databaseUrl, [
    'api-key',
    'create',
    '--org',
    'pipeline-bench',
    '--name',
    'bench',
    '--permissions',
    'VIEW_GRANTS,MANAGE_MISSIONS,VIEW_PURSUITS,VIEW_PROJECTS,VIEW_REPORTS',
  ]) as { key: string };
  cli(databaseUrl, ['grants', 'generate', '--count', String(grants), '--seed', '3']);
  const seeded = await seedPipeline(databaseUrl, org.id, n);
  log(
    `seeded: ${seeded.pursuits} pursuits, ${seeded.projects} projects, ${seeded.tasks} tasks, ${seeded.history} history rows`,
  );

  const port = await freePort();
  await startAppServer({ name: 'app', port, databaseUrl, logLevel: 'warn', env: { RATE_LIMITS: 'off' } });
  const base = `http://127.0.0.1:${port}/api/v1`;
  const headers = { 'X-API-Key': key, 'Content-Type': 'application/json' };
  for (const keywords of [
    ['literacy', 'reading'],
    ['food bank', 'nutrition'],
    ['watershed', 'conservation'],
    ['mental health'],
    ['workforce training'],
  ]) {
    const res = await fetch(`${base}/missions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: keywords[0], keywords }),
    });
    if (res.status !== 201) throw new Error(`creating a mission: ${res.status} ${await res.text()}`);
  }
  const summary = (await (await fetch(`${base}/reports/summary`, { headers })).json()) as {
    pipeline: { activeCount: number };
    tasks: { total: number };
    grants: { matched: number };
  };
  if (summary.tasks.total !== seeded.tasks)
    throw new Error(`the summary counts ${summary.tasks.total} tasks, the database ${seeded.tasks}`);

  const loadBefore = os.loadavg()[0]!;
  const runs = [
    { path: '/reports/summary', target: 100 },
    { path: '/pursuits?limit=20', target: 30 },
    { path: '/pursuits?limit=20&sort=deadline', target: 30 },
  ].map((r) => ({ ...r, latencies: [] as number[] }));
  for (const r of runs) r.latencies = await timeRequests(`${base}${r.path}`, headers, requests);
  const loadAfter = os.loadavg()[0]!;

  log(
    `\nopen pipeline ${summary.pipeline.activeCount} pursuits; ${summary.grants.matched} grants matched by 5 missions\n`,
  );
  log(`GET /api/v1/…, 1 client, ${requests} requests each (after 50 warm-up):`);
  log(
    table([
      ['request', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'target p99'],
      ...runs.map((r) => [
        r.path,
        percentile(r.latencies, 50).toFixed(1),
        percentile(r.latencies, 90).toFixed(1),
        percentile(r.latencies, 99).toFixed(1),
        r.latencies.at(-1)!.toFixed(1),
        `< ${r.target} ms ${percentile(r.latencies, 99) < r.target ? '✓' : '✗'}`,
      ]),
    ]),
  );
  log('\nmachine');
  for (const line of machineLines(pgVersion, loadBefore, loadAfter)) log(line);
}
