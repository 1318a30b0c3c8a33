/**
 * `npm run bench -- dashboard` (docs/benchmarks.md#dashboard), on PostgreSQL: the dashboard's pages at a large
 * organization's size. One organization with 100,000 catalog grants, 5 active missions (matched against the whole
 * catalog by the real matcher), 600 pursuits, 150 projects with 3,000 deliverables, a four-line budget per project and
 * 20,000 expenses, and 50 members. On the production app server, 20 signed-in members (one session each, signed in
 * over HTTP) each load the overview, the grants list, a grant page, the kanban (/pursuits), a project page and the
 * reports page in turn, without think time, for 60 s after a 10 s warm-up. Per page: count, time to first byte
 * (p50/p95/p99: Next streams its HTML, so the first body byte is when the server answered), the full response time,
 * the HTML size and the errors (any answer but 200). Goal: TTFB p95 ≤ 250 ms for every page, no error.
 *
 * The database is built once and reused (harness.ts reusableDatabase; BENCH_FRESH=1 rebuilds).
 *
 * Env: BENCH_USERS (20), BENCH_SECONDS (60), BENCH_WARMUP_SECONDS (10), BENCH_SOLO_ROUNDS (10: one member alone
 * first, that many rounds of the six pages), BENCH_CPU_PROF (a directory: the app server writes a CPU profile there),
 * BENCH_FRESH, BENCH_PG_URL.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
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
  reusableDatabase,
  ROOT,
  seedPipeline,
  sleep,
  startAppServer,
  table,
  withServersStopped,
} from './harness';

export const description =
  '20 signed-in members load six dashboard pages for 60 s (100k grants, 600 pursuits, 20k expenses): TTFB p95';

const DB_NAME = 'gms_bench_dashboard';
const TARGET_P95_MS = 250;
const SIZE = {
  grants: 100_000,
  missions: 5,
  pursuits: 600,
  projects: 150,
  tasksPerProject: 20,
  expenses: 20_000,
  members: 50,
};
const PASSWORD = 'dashboard-bench-password';
export const memberEmail = (i: number) => `member-${i}@dashboard-bench.example`;

export interface State extends Record<string, unknown> {
  orgId: string;
  /** The best-matched grants (one per virtual user, round robin). */
  grantIds: string[];
  projectIds: string[];
  counts: Record<string, number>;
  timings: Array<[string, number]>;
}

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`dashboard takes no arguments (got: ${args.join(' ')})`);
  await withServersStopped(runBenchmark);
}

async function runBenchmark(): Promise<void> {
  const users = envNumber('BENCH_USERS', 20);
  const seconds = envNumber('BENCH_SECONDS', 60);
  const warmupSeconds = envNumber('BENCH_WARMUP_SECONDS', 10);
  const soloRounds = envNumber('BENCH_SOLO_ROUNDS', 10);
  if (users > SIZE.members) throw new Error(`BENCH_USERS is at most ${SIZE.members} (the organization's members)`);
  log(
    `Dashboard: ${SIZE.grants} grants, ${SIZE.missions} missions, ${SIZE.pursuits} pursuits, ${SIZE.projects} projects ` +
      `× ${SIZE.tasksPerProject} deliverables, ${SIZE.expenses} expenses, ${SIZE.members} members; ` +
      `${users} users × 6 pages for ${seconds} s\n`,
  );
  const db = await dashboardDatabase();
  const { state } = db;
  await ensureBuild(); // after the database: a build running meanwhile is waited out, not repeated

  const port = await freePort();
  const cpuProfDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
  const app = await startAppServer({
    name: 'app',
    port,
    databaseUrl: db.databaseUrl,
    logLevel: 'warn',
    env: { RATE_LIMITS: 'off' },
    cpuProfDir,
  });
  const base = `http://127.0.0.1:${port}`;
  const cookies: string[] = [];
  for (let i = 1; i <= users; i++) cookies.push(await signIn(base, memberEmail(i)));
  const pagesOf = (vu: number) => pages(state, vu);

  // Every page once per user, checked: a page that is not a 200 with HTML fails the bench before any timing.
  for (const [vu, cookie] of cookies.entries()) {
    for (const page of pagesOf(vu)) {
      const r = await load(base, page.path(0), cookie);
      if (r.status !== 200) throw new Error(`GET ${page.path(0)} as member ${vu + 1}: HTTP ${r.status}`);
    }
  }

  const loadBefore = os.loadavg()[0]!;
  const solo = newStats();
  for (let round = 0; round < soloRounds; round++)
    for (const page of pagesOf(0)) record(solo, page.name, await load(base, page.path(round), cookies[0]!));

  const loaded = newStats();
  let measuring = false;
  let stop = false;
  const loop = async (vu: number) => {
    const own = pagesOf(vu);
    // Users start on different pages, so the six pages are under load all along.
    for (let i = vu % own.length, round = 0; !stop; i = (i + 1) % own.length) {
      if (i === 0) round++;
      const page = own[i]!;
      const r = await load(base, page.path(round), cookies[vu]!);
      if (measuring && !stop) record(loaded, page.name, r);
    }
  };
  const running = cookies.map((_, vu) => loop(vu));
  await sleep(warmupSeconds * 1000);
  const cpuBefore = cpuMs(app.proc.pid);
  const dbBefore = dbBackendsCpuMs(DB_NAME);
  measuring = true;
  await sleep(seconds * 1000);
  stop = true;
  const appCpu = cpuMs(app.proc.pid) - cpuBefore;
  const dbCpu = dbCpuBetween(dbBefore, dbBackendsCpuMs(DB_NAME));
  await Promise.all(running);
  const loadAfter = os.loadavg()[0]!;

  const total = [...loaded.values()].reduce((n, s) => n + s.ttfb.length, 0);
  log(`\nOne member alone, ${soloRounds} rounds of the six pages (ms):`);
  log(report(solo, false));
  log(`\n${users} members without think time, ${seconds} s after ${warmupSeconds} s of warm-up (ms):`);
  log(report(loaded, true));
  log(
    `\n${total} pages in ${seconds} s (${(total / seconds).toFixed(1)}/s); CPU per page: app ${(appCpu / total).toFixed(1)} ms, ` +
      `PostgreSQL ${(dbCpu / total).toFixed(1)} ms`,
  );
  log('\nmachine');
  for (const line of machineLines(db.pgVersion, loadBefore, loadAfter)) log(line);
  if (cpuProfDir) log(`\nCPU profile: ${cpuProfDir}/app (written when the server stops)`);
}

/**
 * The bench organization's database, built the first time (BENCH_FRESH=1 rebuilds); shared with the Lighthouse
 * benchmark (lighthouse.ts), which loads the same pages.
 */
export async function dashboardDatabase() {
  const t = performance.now();
  const db = await reusableDatabase<State>(DB_NAME, SIZE, build, {
    fresh: process.env.BENCH_FRESH === '1',
    maxAgeDays: 7,
  });
  const { state } = db;
  log(
    db.reused
      ? `database reused (built ${db.builtAt.toISOString()}; BENCH_FRESH=1 rebuilds)`
      : `database built in ${((performance.now() - t) / 1000).toFixed(0)} s`,
  );
  log(
    `  ${Object.entries(state.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
  log(`  set-up: ${state.timings.map(([k, s]) => `${k} ${s.toFixed(1)} s`).join(', ')}`);
  return db;
}

/** The number of members who can sign in (memberEmail(1) … memberEmail(MEMBERS)). */
export const MEMBERS = SIZE.members;

// ---------------------------------------------------------------- the pages

export interface Page {
  name: string;
  path(round: number): string;
}

/** The six pages a user goes through; the grant and the project differ per user and round, as people's would. */
export function pages(state: State, vu: number): Page[] {
  const grants = state.grantIds;
  const projects = state.projectIds;
  return [
    { name: 'overview /', path: () => '/' },
    { name: 'grants /grants', path: () => '/grants' },
    { name: 'grant /grants/[id]', path: (round) => `/grants/${grants[(vu + round * 7) % grants.length]}` },
    { name: 'kanban /pursuits', path: () => '/pursuits' },
    { name: 'project /projects/[id]', path: (round) => `/projects/${projects[(vu + round * 11) % projects.length]}` },
    { name: 'reports /reports', path: () => '/reports' },
  ];
}

// ---------------------------------------------------------------- HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Loaded {
  status: number;
  /** Until the response's first body byte. */
  ttfbMs: number;
  /** Until its last byte. */
  fullMs: number;
  bytes: number;
}

/** One GET with the session cookie, timed to the first body byte and to the end. */
function load(base: string, pathname: string, cookie: string): Promise<Loaded> {
  return new Promise((resolve) => {
    const started = performance.now();
    let ttfbMs = Number.NaN;
    let bytes = 0;
    const req = http.get(`${base}${pathname}`, { agent, headers: { Cookie: cookie, Accept: 'text/html' } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) ttfbMs = performance.now() - started;
        bytes += chunk.length;
      });
      res.on('end', () => {
        const fullMs = performance.now() - started;
        resolve({ status: res.statusCode ?? 0, ttfbMs: Number.isNaN(ttfbMs) ? fullMs : ttfbMs, fullMs, bytes });
      });
      res.on('error', () => resolve({ status: 0, ttfbMs: Number.NaN, fullMs: Number.NaN, bytes }));
    });
    req.on('error', () => resolve({ status: 0, ttfbMs: Number.NaN, fullMs: Number.NaN, bytes: 0 }));
  });
}

/** A member's session cookie, through next-auth's credentials flow as the sign-in form posts it. */
export async function signIn(base: string, email: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieHeader() },
    body: new URLSearchParams({ csrfToken, email, password: PASSWORD, json: 'true' }),
  });
  keep(res);
  const cookie = cookieHeader();
  if (!cookie.includes('session-token')) throw new Error(`sign-in failed for ${email} (${res.status})`);
  return cookie;
}

// ---------------------------------------------------------------- figures

interface PageStats {
  ttfb: number[];
  full: number[];
  bytes: number[];
  errors: number;
}
type Stats = Map<string, PageStats>;
const newStats = (): Stats => new Map();

function record(stats: Stats, page: string, r: Loaded) {
  let s = stats.get(page);
  if (!s) stats.set(page, (s = { ttfb: [], full: [], bytes: [], errors: 0 }));
  if (r.status !== 200) s.errors++;
  else {
    s.ttfb.push(r.ttfbMs);
    s.full.push(r.fullMs);
    s.bytes.push(r.bytes);
  }
}

function report(stats: Stats, withGoal: boolean): string {
  const ms = (v: number) => v.toFixed(0);
  const rows = [...stats].map(([page, s]) => {
    const ttfb = [...s.ttfb].sort((a, b) => a - b);
    const full = [...s.full].sort((a, b) => a - b);
    const p95 = percentile(ttfb, 95);
    const kb = s.bytes.reduce((a, b) => a + b, 0) / Math.max(1, s.bytes.length) / 1024;
    const row = [
      page,
      String(ttfb.length + s.errors),
      `${ms(percentile(ttfb, 50))} / ${ms(p95)} / ${ms(percentile(ttfb, 99))}`,
      `${ms(percentile(full, 50))} / ${ms(percentile(full, 95))}`,
      `${kb.toFixed(0)} KiB`,
      String(s.errors),
    ];
    if (withGoal) row.push(p95 <= TARGET_P95_MS && s.errors === 0 ? 'yes' : 'no');
    return row;
  });
  const head = ['page', 'loads', 'TTFB p50 / p95 / p99', 'full p50 / p95', 'HTML', 'errors'];
  if (withGoal) head.push(`p95 ≤ ${TARGET_P95_MS}`);
  return table([head, ...rows]);
}

// ---------------------------------------------------------------- the organization, in bulk

async function build(databaseUrl: string): Promise<State> {
  const timings: Array<[string, number]> = [];
  const step = async <T>(name: string, fn: () => T | Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await fn();
    timings.push([name, (performance.now() - t) / 1000]);
    log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return out;
  };
  const org = await step('organization', () => {
    const created = cli(databaseUrl, [
      'org',
      'create',
      '--name',
      'Dashboard Bench',
      '--slug',
      'dashboard-bench',
      '--plan',
      'enterprise',
    ]) as { id: string };
    // One member through the CLI (argon2 hash, audit record), the other 49 share its password hash (below).
    cli(databaseUrl, [
      'user',
      'create',
      '--email',
      memberEmail(1),
      '--password',
      PASSWORD,
      '--org',
      'dashboard-bench',
      '--role',
      'member',
      '--name',
      'Member 1',
    ]);
    return created;
  });
  await step(`${SIZE.grants} grants`, () =>
    cli(databaseUrl, ['grants', 'generate', '--count', String(SIZE.grants), '--seed', '1']),
  );
  await step(`${SIZE.missions} missions matched`, () => {
    const r = spawnSync('npx', ['tsx', 'scripts/bench/seed-missions.ts', org.id, String(SIZE.missions), '1'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', LOG_DESTINATION: 'stderr' },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`seed-missions failed (exit ${r.status}):\n${r.stderr?.slice(-3000)}`);
  });
  await step('pipeline', () =>
    seedPipeline(databaseUrl, org.id, {
      pursuits: SIZE.pursuits,
      projects: SIZE.projects,
      tasksPerProject: SIZE.tasksPerProject,
    }),
  );
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await step('members, budgets, expenses', () => seedPostAwardAndMembers(sql, org.id));
    await sql.unsafe('vacuum analyze');
    const grantIds = (
      await sql`select grant_id from grant_matches where organization_id = ${org.id}
                order by score desc, grant_id limit 40`
    ).map((r) => r.grant_id as string);
    const projectIds = (await sql`select id from projects where organization_id = ${org.id} order by id`).map(
      (r) => r.id as string,
    );
    const [counts] = await sql`select
        (select count(*)::int from grants) as grants,
        (select count(*)::int from missions where organization_id = ${org.id} and active) as missions,
        (select count(*)::int from grant_matches where organization_id = ${org.id}) as matches,
        (select count(*)::int from pursuits where organization_id = ${org.id}) as pursuits,
        (select count(*)::int from projects where organization_id = ${org.id}) as projects,
        (select count(*)::int from tasks where organization_id = ${org.id}) as deliverables,
        (select count(*)::int from budget_lines where organization_id = ${org.id}) as "budget lines",
        (select count(*)::int from expenses where organization_id = ${org.id}) as expenses,
        (select count(*)::int from memberships where organization_id = ${org.id}) as members`;
    if (grantIds.length === 0) throw new Error('the missions matched no grant');
    return { orgId: org.id, grantIds, projectIds, counts: counts as Record<string, number>, timings };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** 49 more members (member 1's password hash), a four-line budget per project (revision 1) and the expenses. */
async function seedPostAwardAndMembers(sql: postgres.Sql, orgId: string) {
  await sql.begin(async (tx) => {
    await tx.unsafe(
      `insert into users (email, name, password_hash, email_verified_at, default_organization_id)
       select 'member-' || i || '@dashboard-bench.example', 'Member ' || i,
              (select password_hash from users where email = $2), now(), $1::uuid
       from generate_series(2, $3) as i`,
      [orgId, memberEmail(1), SIZE.members],
    );
    await tx.unsafe(
      `insert into memberships (organization_id, user_id, role_id)
       select $1::uuid, u.id, r.id from users u, roles r
       where r.organization_id = $1::uuid and r.name = 'member'
         and u.email like '%@dashboard-bench.example' and u.email <> $2`,
      [orgId, memberEmail(1)],
    );
    // The award split 60/10/10/20 over personnel, travel, supplies and contractual.
    await tx.unsafe(
      `insert into budget_lines (organization_id, project_id, position, category, description, amount_cents)
       select p.organization_id, p.id, l.position, l.category, l.description,
              (coalesce(p.award_amount, 50000) * l.share)::bigint
       from projects p
       cross join (values (0, 'personnel', 'Staff', 60), (1, 'travel', 'Travel', 10),
                          (2, 'supplies', 'Supplies', 10), (3, 'contractual', 'Contracts', 20))
            as l(position, category, description, share)
       where p.organization_id = $1::uuid`,
      [orgId],
    );
    await tx.unsafe(
      `insert into budget_revisions (organization_id, project_id, revision, lines, created_by)
       select organization_id, project_id, 1,
              jsonb_agg(jsonb_build_object('id', id, 'category', category, 'description', description,
                                           'amountCents', amount_cents::text, 'periodStart', null, 'periodEnd', null)
                        order by position),
              'operator'
       from budget_lines where organization_id = $1::uuid group by organization_id, project_id`,
      [orgId],
    );
    // Expense i goes to project i mod 150 and to its line (i / 150) mod 4, dated within the project's first year.
    await tx.unsafe(
      `with p as (select id, organization_id, start_date, (row_number() over (order by id) - 1)::int as n
                  from projects where organization_id = $1::uuid),
            l as (select id, project_id, position from budget_lines where organization_id = $1::uuid)
       insert into expenses (organization_id, project_id, budget_line_id, date, amount_cents, vendor, description,
                             reference, created_by)
       select p.organization_id, p.id, l.id, p.start_date + (i * 7 % 330),
              case when i % 25 = 24 then -(100 + i * 7919 % 20000) else 100 + i * 7919 % 250000 end,
              (array['Payroll, Inc.', 'Bluegrass Fleet', 'Kentucky Book Supply, LLC', 'Tutors Co-op'])[1 + i % 4],
              'Expense ' || i, 'BANK-' || lpad(i::text, 6, '0'), 'operator'
       from generate_series(0, $2 - 1) as i
       join p on p.n = i % (select count(*) from p)
       join l on l.project_id = p.id and l.position = (i / (select count(*) from p)) % 4`,
      [orgId, SIZE.expenses],
    );
  });
}
