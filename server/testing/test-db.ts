// A fresh, migrated in-memory PGlite database for unit tests of domain functions.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { beforeEach } from 'vitest';
import type { Db } from '~/db';
import * as schema from '~/db/schema';

export async function createTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = await PGlite.create();
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: path.resolve(import.meta.dirname, '../../db/migrations') });
  return { db: db as unknown as Db, close: () => client.close() };
}

/**
 * A fresh database for each test of the file, closed after it: `let db: Db; freshDbForEachTest((d) => (db = d));`.
 * Opening one migrates it, which takes seconds on a loaded machine, hence the generous hook timeout.
 */
export function freshDbForEachTest(use: (db: Db) => void): void {
  beforeEach(async () => {
    const { db, close } = await createTestDb();
    use(db);
    return close;
  }, 120_000);
}
