// Dependency checks behind GET /api/v1/health: the database (a `select 1` within 2 s) and the rate limiter.
import { sql } from 'drizzle-orm';
import type { Db } from '~/db';
import { getRateLimiter } from '~/server/rate-limit/limiter';

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

/** `db` is null when the request could not open the database at all: that is reported as unavailable too. */
export async function checkHealth(db: Db | null) {
  let database: 'ok' | 'unavailable' = 'ok';
  try {
    if (!db) throw new Error('no database handle');
    await withTimeout(db.execute(sql`select 1`), TIMEOUT_MS);
  } catch {
    database = 'unavailable';
  }
  return { database, rateLimiter: await getRateLimiter().check() };
}
