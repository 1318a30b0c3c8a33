/**
 * The notifications process of `npm run bench -- notifications` (scripts/bench/notifications.ts), started by it with
 * `node --import tsx` as the CLI and the workers run: opens the database (DATABASE_URL), runs runNotifications — the
 * production path of `cli notifications run --at` and of the workers' schedule — at the instant given as its
 * argument, and prints one JSON line: the run's counts, its wall time, the process's CPU time and its peak RSS from
 * the kernel. Only the run is measured here: not the seeding, not the app server, not the bench harness.
 */
import { openDatabase } from '~/db';
import { runNotifications } from '~/server/notifications/run';

async function main(atIso: string | undefined): Promise<void> {
  if (!atIso) throw new Error('usage: notifications-runner <iso-instant>');
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: '', holder: 'cli' });
  try {
    await handle.ping();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const result = await runNotifications(handle.db, new Date(atIso));
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    process.stdout.write(
      `${JSON.stringify({ ...result, ms, cpuMs: (cpu.user + cpu.system) / 1000, maxRss: process.resourceUsage().maxRSS * 1024 })}\n`,
    );
  } finally {
    await handle.close();
  }
}

main(process.argv[2]).then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
