// Sandboxes have no members or roles of their own (docs/members.md): the migration that moved existing ones to the live
// organization, and the triggers that refuse new ones.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import * as schema from '~/db/schema';
import type { Db } from '~/db';
import { queryRows } from '~/server/db-rows';
import { createOrganization } from '../organizations/organizations';
import { migrationsBefore } from '../testing/test-db';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../db/migrations');

/** drizzle wraps the database's error; the trigger's message is in its cause. */
const refusedForSandbox = (err: unknown) =>
  /sandbox/.test(String((err as { cause?: { message?: string } }).cause?.message));

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function open(migrationsFolder: string) {
  client = await PGlite.create();
  const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return db;
}

// Each test migrates a new embedded database from empty: about 10 s alone, up to a minute beside the suite's other
// passes on two cores.
describe('sandbox tenancy', { timeout: 120_000 }, () => {
  it('the migration moves a sandbox membership to the live organization (same built-in role) and drops the rest', async () => {
    const db = await open(migrationsBefore('0003_tenancy'));
    // As the old code did: both organizations of the pair got built-in roles, and members could be added to either.
    const [live] = await queryRows<{ id: string }>(
      db,
      sql`insert into organizations (name, slug) values ('Live', 'live') returning id`,
    );
    const [box] = await queryRows<{ id: string }>(
      db,
      sql`insert into organizations (name, slug, livemode, live_organization_id) values ('Live (sandbox)', 'live-sandbox', false, ${live!.id}) returning id`,
    );
    for (const org of [live!.id, box!.id]) {
      await db.execute(sql`insert into roles (organization_id, name, permissions, built_in) values
        (${org}, 'owner', '{VIEW_GRANTS,MANAGE_MEMBERS}', true), (${org}, 'admin', '{VIEW_GRANTS}', true)`);
    }
    await db.execute(
      sql`insert into roles (organization_id, name, permissions) values (${box!.id}, 'custom', '{VIEW_GRANTS}')`,
    );
    const users = await queryRows<{ id: string; email: string }>(
      db,
      sql`insert into users (email, default_organization_id) values ('hidden@x.org', ${box!.id}), ('both@x.org', ${live!.id}), ('custom@x.org', null) returning id, email`,
    );
    const id = (email: string) => users.find((u) => u.email === email)!.id;
    const role = async (org: string, name: string) =>
      (
        await queryRows<{ id: string }>(db, sql`select id from roles where organization_id = ${org} and name = ${name}`)
      )[0]!.id;
    await db.execute(sql`insert into memberships (organization_id, user_id, role_id) values
      (${box!.id}, ${id('hidden@x.org')}, ${await role(box!.id, 'admin')}),
      (${box!.id}, ${id('both@x.org')}, ${await role(box!.id, 'owner')}),
      (${live!.id}, ${id('both@x.org')}, ${await role(live!.id, 'admin')}),
      (${box!.id}, ${id('custom@x.org')}, ${await role(box!.id, 'custom')})`);

    await migrate(db as never, { migrationsFolder: MIGRATIONS });

    const rows = await queryRows<{ email: string; org: string; role: string }>(
      db,
      sql`select u.email, m.organization_id as org, r.name as role from memberships m
        join users u on u.id = m.user_id join roles r on r.id = m.role_id order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'both@x.org', org: live!.id, role: 'admin' }, // already a live member: keeps the live role
      { email: 'hidden@x.org', org: live!.id, role: 'admin' }, // moved, visible in the live list
    ]);
    const sandboxRoles = await queryRows(db, sql`select id from roles where organization_id = ${box!.id}`);
    expect(sandboxRoles).toEqual([]);
    const [hidden] = await queryRows<{ default_organization_id: string }>(
      db,
      sql`select default_organization_id from users where email = 'hidden@x.org'`,
    );
    expect(hidden!.default_organization_id).toBe(live!.id);
  });

  it('the database refuses a membership, role or invitation of a sandbox, and making an organization with members a sandbox', async () => {
    const db = await open(MIGRATIONS);
    const org = await createOrganization(db, { name: 'Pair' });
    const [user] = await queryRows<{ id: string }>(db, sql`insert into users (email) values ('u@x.org') returning id`);
    const [liveRole] = await queryRows<{ id: string }>(
      db,
      sql`select id from roles where organization_id = ${org.id} and name = 'viewer'`,
    );
    expect(await queryRows(db, sql`select id from roles where organization_id = ${org.sandboxId}`)).toEqual([]);
    await expect(
      db.execute(
        sql`insert into memberships (organization_id, user_id, role_id) values (${org.sandboxId}, ${user!.id}, ${liveRole!.id})`,
      ),
    ).rejects.toSatisfy(refusedForSandbox);
    await expect(
      db.execute(
        sql`insert into roles (organization_id, name, permissions) values (${org.sandboxId}, 'x', '{VIEW_GRANTS}')`,
      ),
    ).rejects.toSatisfy(refusedForSandbox);
    await expect(
      db.execute(sql`insert into invitations (organization_id, email, role_id, token_hash, expires_at)
                     values (${org.sandboxId}, 'a@x.org', ${liveRole!.id}, 'h', now() + interval '1 day')`),
    ).rejects.toSatisfy(refusedForSandbox);
    await db.execute(
      sql`insert into memberships (organization_id, user_id, role_id) values (${org.id}, ${user!.id}, ${liveRole!.id})`,
    );
    const other = await createOrganization(db, { name: 'Other' });
    await expect(
      db.execute(sql`update organizations set live_organization_id = ${other.id} where id = ${org.id}`),
    ).rejects.toSatisfy(refusedForSandbox);
  });
});
