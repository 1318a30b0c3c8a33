// Dependency checks behind GET /api/v1/health.
import type { Db } from '~/db';
import { sql } from 'drizzle-orm';
import { getRateLimiter } from './rate-limit/limiter';

const TIMEOUT_MS = 2_000;

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(db: Db) {
  let database: 'ok' | 'unavailable' = 'ok';
  try {
    await withTimeout(db.execute(sql`select 1`), TIMEOUT_MS);
  } catch {
    database = 'unavailable';
  }
  return { database, rateLimiter: await getRateLimiter().check() };
}
