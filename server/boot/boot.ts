// Server start-up: validate config, open and migrate the database, start the job workers (WORKER_MODE=inline),
// seed the demo on an empty database.
import { count } from 'drizzle-orm';
import { organizations } from '~/db/schema';
import { getDatabase } from '../db';
import { env } from '../env';
import { startInlineWorkers } from '../jobs/inline';
import { logger } from '../logger';
import { seedDemo } from '../seed/demo';

export interface BootResult {
  demo: { email: string; password: string } | null;
}

export async function boot(): Promise<BootResult> {
  const config = env();
  const handle = await getDatabase('server');
  logger.info({ database: handle.kind }, 'database ready');
  if (config.WORKER_MODE === 'inline') await startInlineWorkers(handle);
  // The demo writes synthetic grants into the catalog every tenant shares: only quick start does it unasked.
  if (!(config.SEED_DEMO_ON_START ?? !config.DATABASE_URL)) return { demo: null };
  const [row] = await handle.db.select({ n: count() }).from(organizations);
  if ((row?.n ?? 0) > 0) return { demo: null };
  const demo = await seedDemo(handle.db);
  logger.info({ organizationId: demo.organizationId }, 'demo organization created');
  return { demo: { email: demo.email, password: demo.password } };
}
