// The process-wide database handle, opened once (Next.js may load this module in several bundles).
import { migrateDatabase, openDatabase, type DatabaseHandle, type Db } from '~/db';
import { env } from './env';

const KEY = Symbol.for('gms.database');
type Holder = 'server' | 'cli' | 'test';
type GlobalWithDb = typeof globalThis & { [KEY]?: Promise<DatabaseHandle> };

/** Opens (and migrates) the database on first call; later calls share the same handle. */
export function getDatabase(holder: Holder = 'server'): Promise<DatabaseHandle> {
  const g = globalThis as GlobalWithDb;
  g[KEY] ??= (async () => {
    const { DATABASE_URL, PGLITE_DIR } = env();
    const handle = await openDatabase({ databaseUrl: DATABASE_URL, pgliteDir: PGLITE_DIR, holder });
    await migrateDatabase(handle, DATABASE_URL);
    return handle;
  })().catch((err: unknown) => {
    delete g[KEY];
    throw err;
  });
  return g[KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const pending = g[KEY];
  delete g[KEY];
  if (pending) await (await pending).close();
}
