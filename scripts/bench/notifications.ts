/**
 * `npm run bench -- notifications` (docs/benchmarks.md#notifications), on PostgreSQL: one notifications run — every
 * digest and reminder due — for 500 organizations of 10 members each, then the delivery of its emails to a real SMTP
 * server. Steps: a fresh database seeded in bulk (scripts/bench/notifications-seed.ts); runNotifications at an
 * instant where every digest is due, in its own process as the CLI and the workers run it
 * (scripts/bench/notifications-runner.ts); the same run again, which must queue nothing (each notification once);
 * then the production app server with its inline workers sends the outbox to smtp-server on loopback, and every
 * message received is checked against the outbox: each email exactly once, none missing, none twice.
 * Target: the run within 60 s.
 *
 * Env: BENCH_ORGS (500), BENCH_MEMBERS (10 per organization), BENCH_GRANTS (3000 in the catalog), BENCH_CPU_PROF
 * (a directory: the first run's --cpu-prof goes there, the delivering app server's in <dir>/app), BENCH_PG_URL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { SERVER_NODE_FLAGS } from '../app-process';
import {
  cli,
  dbBackendsCpuMs,
  ensureBuild,
  envNumber,
  freePort,
  log,
  machineLines,
  recreateDatabase,
  ROOT,
  sleep,
  startAppServer,
  stopAll,
  table,
} from './harness';
import { seedNotifications } from './notifications-seed';

export const description = 'digests + reminders for 500 organizations × 10 members: run time, then each email once';

const DB_NAME = 'gms_bench_notifications';
const TARGET_MS = 60_000;

interface RunResult {
  digests: number;
  reminders: number;
  lateReports: number;
  queued: number;
  failed: number;
  ms: number;
  cpuMs: number;
  maxRss: number;
  /** CPU of the database's backends during the run (sampled from /proc). */
  pgCpuMs: number;
}

export async function run(args: string[]): Promise<void> {
  if (args.length) throw new Error(`notifications takes no arguments (got: ${args.join(' ')})`);
  try {
    await runBenchmark();
  } finally {
    await stopAll();
  }
}

async function runBenchmark(): Promise<void> {
  const organizations = envNumber('BENCH_ORGS', 500);
  const members = envNumber('BENCH_MEMBERS', 10);
  const grants = envNumber('BENCH_GRANTS', 3000);
  log(`Notifications: ${organizations} organizations × ${members} members, ${grants} catalog grants\n`);
  await ensureBuild();

  const mail = await startMailbox();
  const appPort = await freePort();
  // Shared by the CLI, the notifications process and the app server (spawned with process.env): the outbox is
  // encrypted by one and read by another, the links signed by one and checked by the app.
  process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
  process.env.AUTH_SECRET ??= randomBytes(32).toString('base64url');
  process.env.APP_URL = `http://127.0.0.1:${appPort}`;
  process.env.SMTP_URL = mail.url;

  let t = performance.now();
  const { databaseUrl, pgVersion } = await recreateDatabase(DB_NAME);
  cli(databaseUrl, ['grants', 'generate', '--count', String(grants), '--seed', '1']);
  // The instant of the run: 16:00 UTC today, 07:00 or later in every seeded time zone (every digest is due).
  const today = new Date().toISOString().slice(0, 10);
  const at = `${today}T16:00:00Z`;
  const seeded = await seedNotifications(
    databaseUrl,
    {
      organizations,
      membersPerOrganization: members,
      discoveriesPerOrganization: 20,
      changesPerOrganization: 5,
    },
    today,
  );
  log(
    `seeded in ${((performance.now() - t) / 1000).toFixed(1)} s: ${Object.entries(seeded)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );

  const loadBefore = os.loadavg()[0]!;
  log(`\nrun 1 at ${at} (load avg ${loadBefore.toFixed(2)}) …`);
  const first = await notificationsRun(databaseUrl, at, process.env.BENCH_CPU_PROF);
  log(`  ${JSON.stringify(first)}`);
  log(`run 2 at the same instant (must queue nothing) …`);
  const second = await notificationsRun(databaseUrl, at);
  log(`  ${JSON.stringify(second)}`);
  const loadAfterRuns = os.loadavg()[0]!;

  const expected = await outbox(databaseUrl);
  log(`\ndelivering ${expected.size} queued emails through the app server's inline workers to smtp-server …`);
  t = performance.now();
  await startAppServer({
    name: 'app',
    port: appPort,
    databaseUrl,
    logLevel: 'warn',
    env: {
      WORKER_MODE: 'inline',
      SMTP_URL: mail.url,
      APP_URL: process.env.APP_URL,
      // No scheduled run or sync of its own meddles with the measured one.
      NOTIFICATIONS_CRON: '0 0 1 1 *',
      CATALOG_SYNC_CRON: '',
      RATE_LIMITS: 'off',
    },
    // The delivery's profile beside the run's (<dir>/app, written when the server stops).
    cpuProfDir: process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined,
  });
  const ready = performance.now();
  const drained = await waitForDrain(databaseUrl, mail, expected.size);
  await sleep(3_000); // a duplicate sent late would arrive now
  const loadAfter = os.loadavg()[0]!;
  const check = verify(expected, mail.received);

  log('');
  log(
    table([
      ['run', 'wall', 'digests', 'reminders', 'queued', 'failed', 'node CPU', 'PostgreSQL CPU', 'peak RSS', '≤ 60 s'],
      ...[first, second].map((r, i) => [
        i === 0 ? 'first' : 'again (same instant)',
        `${(r.ms / 1000).toFixed(1)} s`,
        String(r.digests),
        String(r.reminders),
        String(r.queued),
        String(r.failed),
        `${(r.cpuMs / 1000).toFixed(1)} s`,
        `${(r.pgCpuMs / 1000).toFixed(1)} s`,
        `${(r.maxRss / 1024 ** 2).toFixed(0)} MB`,
        i === 0 ? (r.ms <= TARGET_MS ? 'yes' : 'no') : '',
      ]),
    ]),
  );
  const drainSeconds = (drained.lastAt - drained.firstAt) / 1000;
  log(
    `\ndelivery: ${mail.received.length} messages received for ${expected.size} queued; app ready in ` +
      `${((ready - t) / 1000).toFixed(1)} s, first to last message ${drainSeconds.toFixed(1)} s ` +
      `(${(mail.received.length / Math.max(drainSeconds, 0.001)).toFixed(0)} emails/s), outbox drained after ` +
      `${((drained.doneAt - t) / 1000).toFixed(1)} s from the server's start`,
  );
  log(
    table([
      ['kind', 'expected', 'received', 'duplicates', 'missing', 'unknown'],
      ...check.rows.map((r) => [
        r.kind,
        String(r.expected),
        String(r.received),
        String(r.duplicates),
        String(r.missing),
        String(r.unknown),
      ]),
    ]),
  );
  log(`(recipient, kind) pairs: ${check.recipients}, with more or fewer messages than queued: ${check.recipientsOff}`);
  log('\nmachine');
  for (const line of machineLines(pgVersion, loadBefore, loadAfter)) log(line);
  log(`  load avg after the two runs, before delivery: ${loadAfterRuns.toFixed(2)}`);
  await mail.stop();

  const problems: string[] = [];
  if (first.failed) problems.push(`${first.failed} failures in the run`);
  if (second.digests || second.reminders || second.queued) problems.push('the second run wrote notifications again');
  if (first.queued !== expected.size)
    problems.push(`the run says ${first.queued} queued, the outbox holds ${expected.size}`);
  if (!check.exactlyOnce) problems.push('an email was received twice, never, or was not in the outbox');
  if (first.ms > TARGET_MS) problems.push(`the run took ${(first.ms / 1000).toFixed(1)} s (target ≤ 60 s)`);
  if (problems.length) throw new Error(problems.join('; '));
}

// ---------------------------------------------------------------- the run, in its own process

function notificationsRun(databaseUrl: string, at: string, cpuProfDir?: string): Promise<RunResult> {
  const nodeArgs = [...SERVER_NODE_FLAGS, '--import', 'tsx'];
  if (cpuProfDir) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir)}`);
  const proc = spawn(process.execPath, [...nodeArgs, path.join(ROOT, 'scripts/bench/notifications-runner.ts'), at], {
    cwd: ROOT,
    // NODE_ENV=production as the app and the workers run: React's development build renders several times slower.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      LOG_DESTINATION: 'stderr',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  proc.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString('utf8')).slice(-8000)));
  // The backends come and go with the process: their CPU is sampled while it runs, the last sample kept per backend.
  const pg = new Map<number, number>();
  const sample = () => {
    for (const [pid, ms] of dbBackendsCpuMs(DB_NAME)) pg.set(pid, ms);
  };
  const timer = setInterval(sample, 250);
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => {
      clearInterval(timer);
      const line = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) {
        reject(new Error(`notifications run failed (exit ${code}):\n${stderr.split('\n').slice(-20).join('\n')}`));
        return;
      }
      const pgCpuMs = [...pg.values()].reduce((a, b) => a + b, 0);
      resolve({ ...(JSON.parse(line) as Omit<RunResult, 'pgCpuMs'>), pgCpuMs });
    });
  });
}

// ---------------------------------------------------------------- the SMTP server and the check

interface Received {
  messageId: string;
  to: string;
  at: number;
}

interface Mailbox {
  url: string;
  received: Received[];
  stop(): Promise<void>;
}

/** smtp-server on loopback, no auth, no TLS: keeps each message's envelope recipient and Message-ID in memory. */
async function startMailbox(): Promise<Mailbox> {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (c: Buffer) => {
        if (head.length < 64 * 1024) head += c.toString('utf8');
      });
      stream.on('error', callback);
      stream.on('end', () => {
        const headers = head.split(/\r?\n\r?\n/, 1)[0] ?? '';
        const messageId = /^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? '';
        for (const rcpt of session.envelope.rcptTo) {
          received.push({ messageId, to: rcpt.address.toLowerCase(), at: performance.now() });
        }
        callback();
      });
    },
  });
  server.on('error', () => {}); // a client dropping its connection must not stop the bench
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Queued {
  to: string;
  kind: string;
}

/** The outbox after the runs: its id (the Message-ID names it) → recipient and kind. */
async function outbox(databaseUrl: string): Promise<Map<string, Queued>> {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await db<{ id: string; to: string; kind: string }[]>`
      select id::text as id, lower(to_address) as to, kind from email_outbox`;
    return new Map(rows.map((r) => [r.id, { to: r.to, kind: r.kind }]));
  } finally {
    await db.end({ timeout: 5 });
  }
}

/** Until every queued email arrived and the outbox has nothing pending (10 minutes at most). */
async function waitForDrain(databaseUrl: string, mail: Mailbox, expected: number) {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const deadline = Date.now() + 600_000;
  try {
    for (;;) {
      if (mail.received.length >= expected) {
        const [row] = await db<{ pending: number }[]>`
          select count(*)::int as pending from email_outbox where status = 'pending'`;
        if (row!.pending === 0) break;
      }
      if (Date.now() > deadline)
        throw new Error(`after 10 minutes ${mail.received.length} of ${expected} emails arrived`);
      await sleep(200);
    }
  } finally {
    await db.end({ timeout: 5 });
  }
  return {
    firstAt: mail.received[0]?.at ?? performance.now(),
    lastAt: mail.received.at(-1)?.at ?? performance.now(),
    doneAt: performance.now(),
  };
}

/**
 * Every received message against the outbox, per kind: received once (its Message-ID names an outbox row, its
 * recipient is that row's), none twice, none missing.
 */
function verify(expected: Map<string, Queued>, received: Received[]) {
  const seen = new Map<string, number>();
  const unknown = new Map<string, number>();
  for (const r of received) {
    const id = /^<email-([0-9a-f-]+)@/.exec(r.messageId)?.[1] ?? '';
    const queued = expected.get(id);
    if (!queued || queued.to !== r.to) {
      const kind = queued?.kind ?? '(not in the outbox)';
      unknown.set(kind, (unknown.get(kind) ?? 0) + 1);
      continue;
    }
    seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  const byKind = new Map<
    string,
    { kind: string; expected: number; received: number; duplicates: number; missing: number; unknown: number }
  >();
  const row = (kind: string) => {
    const r = byKind.get(kind) ?? { kind, expected: 0, received: 0, duplicates: 0, missing: 0, unknown: 0 };
    byKind.set(kind, r);
    return r;
  };
  // Per (recipient, kind) as well as per email: an address that got a reminder twice shows here either way.
  for (const [id, q] of expected) {
    const r = row(q.kind);
    const n = seen.get(id) ?? 0;
    r.expected++;
    r.received += n;
    if (n === 0) r.missing++;
    if (n > 1) r.duplicates += n - 1;
  }
  for (const [kind, n] of unknown) row(kind).unknown += n;
  // And per (recipient, kind): as many messages as the outbox holds for each.
  const perRecipient = new Map<string, number>();
  for (const q of expected.values())
    perRecipient.set(`${q.to} ${q.kind}`, (perRecipient.get(`${q.to} ${q.kind}`) ?? 0) + 1);
  for (const r of received) {
    const queued = expected.get(/^<email-([0-9a-f-]+)@/.exec(r.messageId)?.[1] ?? '');
    const key = `${r.to} ${queued?.kind ?? '?'}`;
    perRecipient.set(key, (perRecipient.get(key) ?? 0) - 1);
  }
  const recipientsOff = [...perRecipient.values()].filter((n) => n !== 0).length;
  const rows = [...byKind.values()].sort((a, b) => a.kind.localeCompare(b.kind));
  const exactlyOnce =
    recipientsOff === 0 && rows.every((r) => r.duplicates === 0 && r.missing === 0 && r.unknown === 0);
  return { rows, exactlyOnce, recipients: perRecipient.size, recipientsOff };
}
