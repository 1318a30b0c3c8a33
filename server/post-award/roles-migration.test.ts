// Migration 0020 gives existing roles the budget permissions (docs/permissions.md): VIEW_BUDGETS to every role that
// reads projects, MANAGE_BUDGETS to the built-in owner, admin and manager roles only.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import * as schema from '~/db/schema';
import { queryRows } from '~/server/db-rows';
import { migrationsBefore } from '../testing/test-db';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../db/migrations');

let client: PGlite | undefined;
afterAll(() => client?.close());

describe('migration 0020_budgets', { timeout: 120_000 }, () => {
  it('gives VIEW_BUDGETS to roles reading projects and MANAGE_BUDGETS to built-in owners, admins and managers', async () => {
    client = await PGlite.create();
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    await migrate(db as never, { migrationsFolder: migrationsBefore('0020_budgets') });
    const [org] = await queryRows<{ id: string }>(
      db,
      sql`insert into organizations (name, slug) values ('Before budgets', 'before-budgets') returning id`,
    );
    // The roles as 0019 left them (abridged), and two custom ones.
    await db.execute(sql`insert into roles (organization_id, name, permissions, built_in) values
      (${org!.id}, 'owner', '{VIEW_PROJECTS,MANAGE_TASKS,MANAGE_ORGANIZATION}', true),
      (${org!.id}, 'admin', '{VIEW_PROJECTS,MANAGE_TASKS}', true),
      (${org!.id}, 'manager', '{VIEW_PROJECTS,MANAGE_TASKS,MANAGE_MISSIONS}', true),
      (${org!.id}, 'member', '{VIEW_PROJECTS,MANAGE_TASKS}', true),
      (${org!.id}, 'viewer', '{VIEW_PROJECTS}', true),
      (${org!.id}, 'grants only', '{VIEW_GRANTS}', false),
      (${org!.id}, 'project lead', '{VIEW_PROJECTS,MANAGE_TASKS}', false)`);

    await migrate(db as never, { migrationsFolder: MIGRATIONS });

    const roles = await queryRows<{ name: string; permissions: string[] }>(
      db,
      sql`select name, permissions from roles where organization_id = ${org!.id} order by name`,
    );
    const budgets = Object.fromEntries(
      roles.map((r) => [r.name, r.permissions.filter((p) => p.endsWith('_BUDGETS')).sort()]),
    );
    expect(budgets).toEqual({
      admin: ['MANAGE_BUDGETS', 'VIEW_BUDGETS'],
      'grants only': [],
      manager: ['MANAGE_BUDGETS', 'VIEW_BUDGETS'],
      member: ['VIEW_BUDGETS'],
      owner: ['MANAGE_BUDGETS', 'VIEW_BUDGETS'],
      'project lead': ['VIEW_BUDGETS'],
      viewer: ['VIEW_BUDGETS'],
    });
  });
});
