// A fresh, migrated in-memory PGlite database for unit tests of domain functions.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Db } from '~/db';
import * as schema from '~/db/schema';

export async function createTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = await PGlite.create();
  const db = drizzle(client, { schema, casing: 'snake_case' });
  await migrate(db, { migrationsFolder: path.resolve(import.meta.dirname, '../../db/migrations') });
  return { db: db as unknown as Db, close: () => client.close() };
}
