// The unit tests' shared database (test-db.ts): each test of a file sees the template's state, whatever the test
// before it wrote or changed; a test's handle stops working when its test ends. The tests run in order and each
// relies on what the one before it did.
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { organizations } from '~/db/schema';
import { queryRows } from '~/server/db-rows';
import { freshDbForEachTest } from './test-db';

let db: Db;
freshDbForEachTest((fresh) => (db = fresh));

const rows = <T>(query: SQL) => queryRows<T>(db, query);
const dataVersions = () => rows<{ scope: string; version: string }>(sql`select scope, version from data_versions`);
const nextDataVersion = async () =>
  Number((await rows<{ v: string }>(sql`select nextval('data_version_seq') as v`))[0]!.v);

describe('freshDbForEachTest', () => {
  let templateVersions: unknown;
  let templateNextVersion: number;
  let previous: Db;

  it('(1) a test writes rows, moves a sequence and changes its session', async () => {
    templateVersions = await dataVersions();
    expect(templateVersions).not.toEqual([]);
    templateNextVersion = await nextDataVersion();
    await db.insert(organizations).values({ name: 'Left behind', slug: 'left-behind' });
    await db.execute(sql`update data_versions set version = version + 100`);
    await nextDataVersion();
    await db.execute(sql`select set_config('app.left_behind', 'yes', false)`);
    await db.execute(sql`set timezone = 'Asia/Tokyo'`);
    previous = db;
  });

  it('(2) the next sees the template: no rows of the last test, the same rows and sequences, a clean session', async () => {
    expect(await db.select().from(organizations)).toEqual([]);
    expect(await dataVersions()).toEqual(templateVersions);
    expect(await nextDataVersion()).toBe(templateNextVersion);
    const [session] = await rows<{ setting: string | null; tz: string }>(
      sql`select current_setting('app.left_behind', true) as setting, current_setting('timezone') as tz`,
    );
    expect(session!.setting ?? '').toBe('');
    expect(session!.tz).not.toBe('Asia/Tokyo');
    // Triggers are on again: the audit chain still refuses TRUNCATE.
    await expect(db.execute(sql`truncate audit_chains`)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/only move forward/) }),
    });
  });

  it('(3) the last test’s handle is released: it throws instead of reaching this test’s rows', async () => {
    // drizzle wraps the client's error as the cause of its own.
    await expect(previous.select().from(organizations)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/released when its test ended/) }),
    });
    await db.execute(sql`create table left_behind (id int)`);
    await db.execute(sql`alter table organizations disable trigger all`);
  });

  it('(4) a schema change is not carried over: the next test gets a new copy of the template', async () => {
    const [table] = await rows<{ name: string | null }>(sql`select to_regclass('left_behind')::text as name`);
    expect(table!.name).toBeNull();
    const [disabled] = await rows<{ n: number }>(
      sql`select count(*)::int as n from pg_trigger where tgrelid = 'organizations'::regclass and tgenabled <> 'O'`,
    );
    expect(disabled!.n).toBe(0);
    await db.execute(sql`begin`);
  });

  it('(5) a transaction left open does not reach the next test either', async () => {
    expect(await db.select().from(organizations)).toEqual([]);
    // VACUUM runs only outside a transaction block.
    await expect(db.execute(sql`vacuum organizations`)).resolves.toBeDefined();
    // Changes that create and drop nothing, each checked by the test after it: a sequence's step, a column's type, a
    // column's name.
    await db.execute(sql`alter sequence data_version_seq increment by 7`);
  });

  it('(6) nor does a sequence altered', async () => {
    expect((await nextDataVersion()) - templateNextVersion).toBe(0);
    expect((await nextDataVersion()) - templateNextVersion).toBe(1);
    await db.execute(sql`alter table organizations alter column name type varchar(300)`);
  });

  it('(7) nor a column retyped', async () => {
    const [column] = await rows<{ type: string }>(
      sql`select format_type(atttypid, atttypmod) as type from pg_attribute
          where attrelid = 'organizations'::regclass and attname = 'name'`,
    );
    expect(column!.type).toBe('text');
    await db.execute(sql`alter table organizations rename column slug to slug_left_behind`);
  });

  it('(8) nor a column renamed', async () => {
    const [column] = await rows<{ n: number }>(
      sql`select count(*)::int as n from pg_attribute where attrelid = 'organizations'::regclass and attname = 'slug'`,
    );
    expect(column!.n).toBe(1);
  });
});
