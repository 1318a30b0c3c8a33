// One database handle for the whole process: postgres.js when DATABASE_URL is set, PGlite otherwise.
import fs from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Domain functions accept either the root handle or a transaction. */
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  pgliteDir: string;
  /** Who holds the PGlite directory: shown to a second process that tries to open it. */
  holder: 'server' | 'cli' | 'test';
  /** postgres.js pool size. */
  maxConnections?: number;
}

export class DatabaseLockedError extends Error {
  constructor(dir: string, holder: string, pid: number) {
    super(
      `The embedded database at ${dir} is in use by the ${holder} (pid ${pid}). ` +
        'PGlite is single-process: stop that process first, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes an exclusive lock file beside the PGlite directory, or throws DatabaseLockedError. */
function lockPgliteDir(dir: string, holder: string): () => void {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify({ pid: process.pid, holder }), { flag: 'wx' });
      const release = () => {
        try {
          const current = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number };
          if (current.pid === process.pid) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner: { pid: number; holder: string } | undefined;
      try {
        owner = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { pid: number; holder: string };
      } catch {
        owner = undefined;
      }
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DatabaseLockedError(dir, owner.holder, owner.pid);
      }
      fs.rmSync(lockPath, { force: true }); // stale lock from a dead process
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const client = postgres(opts.databaseUrl, {
      max: opts.maxConnections ?? 10,
      onnotice: () => {},
      connect_timeout: 5,
    });
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await client`select 1`;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  const release = lockPgliteDir(opts.pgliteDir, opts.holder);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    fs.mkdirSync(opts.pgliteDir, { recursive: true });
    const client = await PGlite.create({ dataDir: opts.pgliteDir });
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

const MIGRATION_LOCK_ID = 7_245_113_001;

export async function migrateDatabase(handle: DatabaseHandle, databaseUrl?: string): Promise<void> {
  const migrationsFolder = path.resolve(process.cwd(), 'db/migrations');
  if (handle.kind === 'postgres') {
    if (!databaseUrl) throw new Error('migrateDatabase: databaseUrl is required for PostgreSQL');
    // Several instances may boot at once: one migrates while the others wait on an advisory lock.
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
      await migrate(drizzle(client), { migrationsFolder });
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
    } finally {
      await client.end({ timeout: 5 });
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

export { schema };
