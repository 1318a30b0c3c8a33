// Migrated in-memory PGlite databases for unit tests of domain functions.
//
// Creating a PGlite database runs initdb (2–5 s on a loaded 2-core machine) and migrating it adds more; a test
// gets a copy of one migrated template instead. The unit project's global setup (unit-global-setup.ts) migrates
// the template once per run and writes its data directory to TEMPLATE_FILE; each test loads a copy of it
// (about a fifth of the cost). Run outside that setup (no file), the first call migrates a template in-process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { beforeEach } from 'vitest';
import type { Db } from '~/db';
import * as schema from '~/db/schema';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../db/migrations');

/** Where the unit project's global setup leaves the migrated template's data directory (an uncompressed tar). */
export const TEMPLATE_FILE = path.resolve(import.meta.dirname, '../../.test-output/db/unit-template.tar');

/** A copy of the migrations folder that stops before `tag` (the database as it was before that release). */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/** A fresh database migrated from empty: the template's origin, and what the migrations test needs. */
export async function migrateNewDatabase(): Promise<PGlite> {
  const client = await PGlite.create();
  await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS });
  return client;
}

/** The migrated template's data directory, as PGlite's loadDataDir takes it. */
export async function dumpTemplate(client: PGlite): Promise<Blob> {
  return client.dumpDataDir('none');
}

let template: Promise<Blob> | undefined;

function loadTemplate(): Promise<Blob> {
  template ??= fs.existsSync(TEMPLATE_FILE)
    ? fs.promises.readFile(TEMPLATE_FILE).then((bytes) => new Blob([bytes]))
    : migrateNewDatabase().then(async (client) => {
        try {
          return await dumpTemplate(client);
        } finally {
          await client.close();
        }
      });
  return template;
}

export async function createTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const client = await PGlite.create({ loadDataDir: await loadTemplate() });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  return { db: db as unknown as Db, close: () => client.close() };
}

/**
 * A fresh database for each test of the file, closed after it: `let db: Db; freshDbForEachTest((d) => (db = d));`.
 */
export function freshDbForEachTest(use: (db: Db) => void): void {
  beforeEach(async () => {
    const { db, close } = await createTestDb();
    use(db);
    return close;
  }, 120_000);
}
