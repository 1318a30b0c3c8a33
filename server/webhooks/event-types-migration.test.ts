// Migrations 0023 and 0027 give every "every type" endpoint the types there were before budget and funder-report
// events, then before grant.updated (docs/webhooks.md#endpoints): a receiver checked against those types never starts
// receiving a new type unasked.
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

describe('migration 0023_webhook_event_types_explicit', { timeout: 120_000 }, () => {
  it('turns an empty list into the three earlier types and leaves chosen lists as they were', async () => {
    client = await PGlite.create();
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    await migrate(db as never, { migrationsFolder: migrationsBefore('0023_webhook_event_types_explicit') });
    const [org] = await queryRows<{ id: string }>(
      db,
      sql`insert into organizations (name, slug) values ('Hooks', 'hooks') returning id`,
    );
    await db.execute(sql`insert into webhook_endpoints (organization_id, url, description, event_types, secret_ciphertext) values
      (${org!.id}, 'https://a.example/hook', 'every type', '{}', 'x'),
      (${org!.id}, 'https://b.example/hook', 'won only', '{pursuit.won}', 'x'),
      (${org!.id}, 'https://c.example/hook', 'budgets', '{budget.threshold_crossed}', 'x')`);

    await migrate(db as never, { migrationsFolder: MIGRATIONS });

    const endpoints = await queryRows<{ description: string; event_types: string[] }>(
      db,
      sql`select description, event_types from webhook_endpoints order by url`,
    );
    expect(endpoints).toEqual([
      { description: 'every type', event_types: ['grant.found', 'pursuit.won', 'task.completed'] },
      { description: 'won only', event_types: ['pursuit.won'] },
      { description: 'budgets', event_types: ['budget.threshold_crossed'] },
    ]);
  });
});

describe('migration 0027_webhook_event_types_before_grant_updated', { timeout: 120_000 }, () => {
  it('turns an empty list into the six types before grant.updated and leaves chosen lists as they were', async () => {
    await client?.close();
    client = await PGlite.create();
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    await migrate(db as never, {
      migrationsFolder: migrationsBefore('0027_webhook_event_types_before_grant_updated'),
    });
    const [org] = await queryRows<{ id: string }>(
      db,
      sql`insert into organizations (name, slug) values ('Hooks', 'hooks') returning id`,
    );
    await db.execute(sql`insert into webhook_endpoints (organization_id, url, description, event_types, secret_ciphertext) values
      (${org!.id}, 'https://a.example/hook', 'every type', '{}', 'x'),
      (${org!.id}, 'https://b.example/hook', 'found only', '{grant.found}', 'x')`);

    await migrate(db as never, { migrationsFolder: MIGRATIONS });

    const endpoints = await queryRows<{ description: string; event_types: string[] }>(
      db,
      sql`select description, event_types from webhook_endpoints order by url`,
    );
    expect(endpoints).toEqual([
      {
        description: 'every type',
        event_types: [
          'grant.found',
          'pursuit.won',
          'task.completed',
          'budget.threshold_crossed',
          'funder_report.submitted',
          'funder_report.late',
        ],
      },
      { description: 'found only', event_types: ['grant.found'] },
    ]);
  });
});
