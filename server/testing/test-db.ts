// Migrated in-memory PGlite databases for unit tests of domain functions.
//
// Creating a PGlite database runs initdb (2–5 s on a loaded 2-core machine) and migrating it adds more; a test
// gets a copy of one migrated template instead. The unit project's global setup (unit-global-setup.ts) migrates
// the template once per run and writes its data directory to TEMPLATE_FILE; each test loads a copy of it
// (about a fifth of the cost). Run outside that setup (no file), the first call migrates a template in-process.
//
// Loading a copy still costs about a second of CPU (PGlite unpacks 43 MB and starts PostgreSQL), so the tests of a
// file that each want a fresh database share one copy, emptied back to the template's state between tests
// (freshDbForEachTest): about a tenth of the cost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeEach, onTestFinished } from 'vitest';
import type { Db } from '~/db';
import * as schema from '~/db/schema';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../db/migrations');

/** Where the unit project's global setup leaves the migrated template's data directory (an uncompressed tar). */
export const TEMPLATE_FILE = path.resolve(import.meta.dirname, '../../.test-output/db/unit-template.tar');

/**
 * A copy of the migrations folder that stops before `tag` (the database as it was before that release), removed when
 * the calling test ends.
 */
export function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gms-migrations-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
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

/** The schemas whose tables a test may fill: everything but PostgreSQL's own and the migrations' record. */
const USER_SCHEMA = `n.nspname not in ('pg_catalog', 'information_schema', 'drizzle')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

/**
 * What a test can change besides rows: objects created or dropped (each catalog's count and highest oid), columns'
 * names, types, constraints and defaults, sequences' parameters, functions' bodies, triggers switched off, row
 * security, role memberships. Emptying the tables cannot undo these, so a database whose fingerprint moved is replaced
 * by a new copy.
 */
const FINGERPRINT = `select concat_ws(' ',
  (select count(*) || ':' || max(oid) from pg_class),
  (select count(*) || ':' || max(oid) from pg_proc),
  (select count(*) || ':' || max(oid) from pg_type),
  (select count(*) || ':' || max(oid) from pg_namespace),
  (select count(*) || ':' || max(oid) from pg_authid),
  (select count(*) || ':' || count(*) filter (where tgenabled <> 'O') || ':' || max(oid) from pg_trigger),
  (select count(*) || ':' || count(*) filter (where not convalidated) || ':' || max(oid) from pg_constraint),
  (select count(*) || ':' || max(oid) from pg_attrdef),
  (select count(*) || ':' || max(oid) from pg_policy),
  (select count(*) || ':' || max(oid) from pg_extension),
  (select count(*) from pg_auth_members),
  (select count(*) filter (where relrowsecurity) || ':' || count(*) filter (where relforcerowsecurity) from pg_class),
  (select count(*) || ':' || count(*) filter (where attnotnull) || ':' || sum(hashtext(concat_ws(':', attrelid, attname,
    atttypid, atttypmod))) from pg_attribute where not attisdropped),
  (select count(*) || ':' || sum(hashtext(concat_ws(':', seqrelid, seqtypid, seqstart, seqincrement, seqmax, seqmin,
    seqcache, seqcycle))) from pg_sequence),
  (select sum(hashtext(prosrc)) from pg_proc where pronamespace <> 'pg_catalog'::regnamespace)
) as fingerprint`;

interface Reusable {
  client: PGlite;
  /** Empties every table, puts the template's rows back and its sequences where they were. */
  resetSql: string;
  fingerprint: string;
}

/** Reads, from a database in the template's state, what resetting to that state takes. */
async function prepareReset(client: PGlite): Promise<Reusable> {
  const tables = await client.query<{ name: string; columns: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
       (select string_agg(format('%I', a.attname), ', ' order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and c.relispartition is false and ${USER_SCHEMA}
     order by 1`,
  );
  const restore: string[] = [];
  for (const table of tables.rows) {
    const rows = await client.query<{ sql: string | null }>(
      `select format('insert into %s (%s) overriding system value select %s from json_populate_recordset(null::%s, %L)',
         $1::text, $2::text, $2::text, $1::text, json_agg(template_row)) as sql
       from ${table.name} template_row having count(*) > 0`,
      [table.name, table.columns],
    );
    if (rows.rows[0]?.sql) restore.push(rows.rows[0].sql);
  }
  const sequences = await client.query<{ sql: string }>(
    `select format('select setval(%L, %s, %s)', format('%I.%I', s.schemaname, s.sequencename),
       coalesce(s.last_value, s.start_value), case when s.last_value is null then 'false' else 'true' end) as sql
     from pg_sequences s where s.schemaname <> 'drizzle'`,
  );
  const resetSql = [
    // Replica mode skips triggers: the audit chain's refusal of TRUNCATE, foreign keys' checks on the restored rows.
    'set session_replication_role = replica',
    `truncate ${tables.rows.map((t) => t.name).join(', ')} restart identity`,
    ...restore,
    ...sequences.rows.map((s) => s.sql),
    'reset session_replication_role',
  ].join(';\n');
  return { client, resetSql, fingerprint: await fingerprintOf(client) };
}

async function fingerprintOf(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint;
}

let reusable: Promise<Reusable> | undefined;

/** The file's shared database, back in the template's state; a new copy when it cannot be put back. */
async function emptiedDatabase(): Promise<PGlite> {
  const current = reusable ? await reusable : undefined;
  if (current && !current.client.closed) {
    const { client } = current;
    try {
      // Session state first (settings, roles, temporary tables, advisory locks, LISTEN), outside any transaction;
      // a test that left a transaction open makes this throw, and gets the new copy below.
      await client.exec('discard all');
      await client.exec(current.resetSql);
      if ((await fingerprintOf(client)) === current.fingerprint) return client;
    } catch {
      // Not resettable: replaced below.
    }
    await client.close();
  }
  reusable = PGlite.create({ loadDataDir: await loadTemplate() }).then(prepareReset);
  return (await reusable).client;
}

/**
 * The client as one test sees it: after `release` every call throws, as on a closed database, so that work a test
 * left running cannot reach the next test's rows. `constructor` and other values pass through untouched.
 */
function leased(client: PGlite): { client: PGlite; release: () => void } {
  let released = false;
  const view = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function' || key === 'constructor') return value;
      return (...args: unknown[]) => {
        if (released) throw new Error('This test database was released when its test ended.');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { client: view, release: () => void (released = true) };
}

/**
 * A fresh database for each test of the file, released after it: `let db: Db; freshDbForEachTest((d) => (db = d));`.
 * The tests share one copy of the template, emptied between them (above).
 */
export function freshDbForEachTest(use: (db: Db) => void): void {
  beforeEach(async () => {
    const { client, release } = leased(await emptiedDatabase());
    use(drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db);
    return release;
  }, 120_000);
  afterAll(async () => {
    const last = reusable;
    reusable = undefined;
    if (last) await (await last).client.close();
  });
}
