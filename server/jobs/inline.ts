// WORKER_MODE=inline: the job workers run inside the app process and drain when it is asked to stop.
import type { DatabaseHandle } from '~/db';
import { logger } from '../logger';
import { startWorkers, type Workers } from './workers';

let running: Workers | null = null;

export async function startInlineWorkers(handle: DatabaseHandle): Promise<void> {
  if (running) return;
  running = await startWorkers(handle);
  const drain = (signal: string) => {
    logger.info({ signal }, 'draining job workers');
    void running?.stop();
  };
  process.once('SIGTERM', () => drain('SIGTERM'));
  process.once('SIGINT', () => drain('SIGINT'));
}

/** Stops the inline workers (waits for attempts in flight); a no-op when none run. */
export async function stopInlineWorkers(): Promise<void> {
  await running?.stop();
}
