// `cli worker` (docs/operations.md): runs the job workers until SIGTERM or SIGINT, then drains (attempts in flight
// finish). Any number may run at once, on any number of machines, against the same PostgreSQL database.
import type { Command } from 'commander';
import { getDatabase } from '~/server/db';
import { startWorkers } from '~/server/jobs/workers';
import { requireAppUrlForEmail } from './app-url';

type Action = <A extends unknown[]>(
  fn: (...args: A) => Promise<Record<string, unknown>>,
) => (...args: A) => Promise<void>;

export function registerWorkerCommand(program: Command, helpers: { action: Action }) {
  program
    .command('worker')
    .description('run the job workers (webhook deliveries) until SIGTERM, then drain')
    .action(
      helpers.action(async () => {
        requireAppUrlForEmail('worker'); // its schedule runs the digests and reminders
        const started = Date.now();
        const workers = await startWorkers(await getDatabase('cli'));
        process.stderr.write(`worker ${process.pid} running; SIGTERM or Ctrl-C drains and stops it\n`);
        const signal = await new Promise<string>((resolve) => {
          process.once('SIGTERM', () => resolve('SIGTERM'));
          process.once('SIGINT', () => resolve('SIGINT'));
        });
        await workers.stop();
        return { stopped: true, signal, seconds: Math.round((Date.now() - started) / 1000) };
      }),
    );
}
