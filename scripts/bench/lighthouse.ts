/**
 * `npm run bench -- lighthouse` (docs/benchmarks.md#dashboard): Lighthouse on the dashboard's six pages, at the
 * dashboard benchmark's organization (dashboard.ts: 100,000 grants, 600 pursuits, 150 projects, 20,000 expenses,
 * its database reused). The production app server, one member signed in over HTTP, its session cookie sent with every
 * request Lighthouse's Chromium makes. Lighthouse's defaults: mobile emulation (a Moto G Power screen, 4× CPU slowdown)
 * and simulated throttling (a slow 4G connection), the performance category only.
 *
 * Per page: the performance score, LCP, TBT, CLS, and the first-load JavaScript: the compressed (transfer) size of
 * every script the page loaded. Goal: score ≥ 95 and first-load JS ≤ 250 KB compressed on every page.
 *
 * Lighthouse's simulated throttling scales with the CPU it observes, so a loaded machine lowers the scores: the load
 * average is printed with the figures.
 *
 * Env: BENCH_LH_RUNS (1: runs per page, the median score kept), BENCH_LH_PAGES (every page: a comma-separated list of
 * the first words of the pages' names, e.g. `kanban,project`), BENCH_LH_REPORT_DIR (unset: a directory to write each
 * run's Lighthouse result into, as `<page>-<run>.json`, for its long tasks and main-thread breakdown), CHROMIUM_PATH
 * (/usr/bin/chromium), BENCH_FRESH, BENCH_PG_URL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { dashboardDatabase, memberEmail, pages, signIn } from './dashboard';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium';
import {
  ensureBuild,
  envNumber,
  freePort,
  log,
  machineLines,
  median,
  sleep,
  startAppServer,
  table,
  withServersStopped,
} from './harness';

export const description =
  'Lighthouse (mobile) on the six dashboard pages at the dashboard bench organization: score, LCP, TBT, CLS, first-load JS';

const TARGET_SCORE = 95;
const TARGET_JS_KB = 250;

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`lighthouse takes no arguments (got: ${args.join(' ')})`);
  await withServersStopped(runBenchmark);
}

interface Measured {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of the page's scripts, as transferred. */
  jsBytes: number;
  /** The same scripts, uncompressed. */
  jsRawBytes: number;
  scripts: number;
  /** The largest scripts, for the report's profile. */
  largest: Array<{ url: string; bytes: number }>;
}

async function runBenchmark(): Promise<void> {
  const runs = envNumber('BENCH_LH_RUNS', 1);
  const db = await dashboardDatabase();
  await ensureBuild();
  const port = await freePort();
  await startAppServer({
    name: 'app',
    port,
    databaseUrl: db.databaseUrl,
    logLevel: 'warn',
    env: { RATE_LIMITS: 'off' },
  });
  const base = `http://127.0.0.1:${port}`;
  const cookie = await signIn(base, memberEmail(1));
  const only = process.env.BENCH_LH_PAGES?.split(',').map((name) => name.trim());
  const own = pages(db.state, 0).filter((page) => !only || only.includes(page.name.split(' ')[0]!));
  if (own.length === 0) throw new Error(`BENCH_LH_PAGES names no page (${process.env.BENCH_LH_PAGES})`);
  const reportDir = process.env.BENCH_LH_REPORT_DIR;
  if (reportDir) fs.mkdirSync(reportDir, { recursive: true });

  const chrome = await launchChrome();
  const loadBefore = os.loadavg()[0]!;
  const results: Array<[string, string, Measured]> = [];
  try {
    for (const page of own) {
      const url = `${base}${page.path(0)}`;
      // A first load outside the figures: the server's first render of a route compiles nothing in production,
      // but warms its caches (as the pages' second visitor finds them).
      await fetch(url, { headers: { Cookie: cookie } }).then((r) => r.arrayBuffer());
      const measured: Measured[] = [];
      for (let i = 0; i < runs; i++) {
        const report = reportDir && path.join(reportDir, `${page.name.split(' ')[0]}-${i + 1}.json`);
        measured.push(await audit(url, chrome.port, cookie, report || undefined));
      }
      measured.sort((a, b) => a.score - b.score);
      results.push([page.name, page.path(0), measured[Math.floor(measured.length / 2)]!]);
    }
  } finally {
    await chrome.stop();
  }
  const loadAfter = os.loadavg()[0]!;

  const kb = (b: number) => `${(b / 1024).toFixed(0)} KiB`;
  log(`\nLighthouse ${lighthouseVersion()}, mobile emulation, simulated throttling (median of ${runs} per page):`);
  log(
    table([
      ['page', 'score', 'LCP', 'TBT', 'CLS', 'first-load JS (compressed)', 'uncompressed', 'scripts', 'goal'],
      ...results.map(([name, , m]) => [
        name,
        String(m.score),
        `${(m.lcpMs / 1000).toFixed(1)} s`,
        `${m.tbtMs.toFixed(0)} ms`,
        m.cls.toFixed(3),
        kb(m.jsBytes),
        kb(m.jsRawBytes),
        String(m.scripts),
        m.score >= TARGET_SCORE && m.jsBytes <= TARGET_JS_KB * 1024 ? 'yes' : 'no',
      ]),
    ]),
  );
  log('\nThe largest scripts per page (compressed):');
  for (const [name, , m] of results)
    log(`  ${name}: ${m.largest.map((s) => `${path.basename(new URL(s.url).pathname)} ${kb(s.bytes)}`).join(', ')}`);
  log('\nmachine');
  for (const line of machineLines(db.pgVersion, loadBefore, loadAfter)) log(line);
  log(`  median score over the pages: ${median(results.map(([, , m]) => m.score).sort((a, b) => a - b))}`);
}

/** One Lighthouse run of one page, performance only, with Lighthouse's default (mobile) settings. */
async function audit(url: string, port: number, cookie: string, reportFile?: string): Promise<Measured> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    extraHeaders: { Cookie: cookie },
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl} (signed out?)`);
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(lhr));
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no ${id}`);
    return value;
  };
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    jsRawBytes: scripts.reduce((n, r) => n + (r.resourceSize ?? 0), 0),
    scripts: scripts.length,
    largest: scripts
      .map((r) => ({ url: r.url, bytes: r.transferSize ?? 0 }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 4),
  };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

function lighthouseVersion(): string {
  const pkg = path.join(path.dirname(new URL(import.meta.resolve('lighthouse')).pathname), '../package.json');
  try {
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return '';
  }
}

/** Headless Chromium with a remote-debugging port for Lighthouse, in a throw-away profile. */
async function launchChrome(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const proc = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (proc.exitCode !== null || Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`Chromium did not open its debugging port (exit ${proc.exitCode})`);
    }
    await sleep(200);
  }
  return {
    port,
    stop: async () => {
      if (proc.exitCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        await Promise.race([exited, sleep(5_000)]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
      }
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}
