// The catalog sync from the Grants.gov REST API (docs/catalog.md#sources), against the replay of its real answers:
// only opportunities the catalog does not hold as search2 lists them are fetched, and a failing answer changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { upsertGrants } from '../grants/upsert';
import { grantInput } from '../testing/fixtures';
import { createTestDb } from '../testing/test-db';
import { readGrantsGovApi, type SearchHit } from './grants-gov-api';
import { runCatalogSync } from './sync';
import { catalogChecksum } from './testing/catalog-checksum';
import { startGrantsGovApiServer, type GrantsGovApiServer } from './testing/grants-gov-api-server';

const RECORDED_ID = '363179'; // the one opportunity whose fetchOpportunity answer was recorded

let db: Db;
let close: () => Promise<void>;
let server: GrantsGovApiServer;

beforeAll(async () => {
  ({ db, close } = await createTestDb());
  server = await startGrantsGovApiServer();
});

afterAll(async () => {
  await server.close();
  await close();
});

const fetched = () =>
  server.requests.filter((r) => r.endpoint === 'fetchOpportunity').map((r) => String(r.body.opportunityId));

describe('cli grants sync --source api', () => {
  it('fetches what is new or moved, nothing that is current, and a failing answer changes nothing', async () => {
    // The catalog holds every listed opportunity as listed, but the recorded one.
    const hits: SearchHit[] = [];
    for await (const _ of readGrantsGovApi({
      baseUrl: server.baseUrl,
      timeoutMs: 5000,
      isCurrent: (hit) => (hits.push(hit), true),
    }));
    const held = hits.filter((h) => h.sourceId !== RECORDED_ID);
    expect(held).toHaveLength(127);
    await upsertGrants(
      db,
      held.map((h) =>
        grantInput({
          source: 'grants.gov',
          sourceId: h.sourceId,
          title: h.title ?? 'untitled',
          isForecast: h.status === 'forecasted',
          closeDate: h.status === 'forecasted' ? null : h.closeDate,
        }),
      ),
    );
    server.requests.length = 0;

    const first = await runCatalogSync(db, { source: 'api', url: server.baseUrl });
    expect(first).toMatchObject({ source: 'api', status: 'succeeded', read: 1, inserted: 1, updated: 0, error: null });
    expect(fetched()).toEqual([RECORDED_ID]);
    const [stored] = (
      (await db.execute(
        sql`select title, close_date::text as close from grants where source = 'grants.gov' and source_id = ${RECORDED_ID}`,
      )) as unknown as { rows: { title: string; close: string }[] }
    ).rows;
    expect(stored).toEqual({
      title: 'Public Wireless Supply Chain Innovation Fund Grant Program – Solutions for AI-Native RAN',
      close: '2026-09-09',
    });

    // Again: everything is current, nothing is fetched or written.
    const again = await runCatalogSync(db, { source: 'api', url: server.baseUrl });
    expect(again).toMatchObject({ status: 'succeeded', read: 0, inserted: 0, updated: 0 });
    expect(fetched()).toEqual([RECORDED_ID]);

    // A close date that differs from search2's: that opportunity alone is fetched and written back.
    await db.execute(
      sql`update grants set close_date = '2026-08-01' where source = 'grants.gov' and source_id = ${RECORDED_ID}`,
    );
    const moved = await runCatalogSync(db, { source: 'api', url: server.baseUrl });
    expect(moved).toMatchObject({ status: 'succeeded', read: 1, inserted: 0, updated: 1 });
    expect(fetched()).toEqual([RECORDED_ID, RECORDED_ID]);

    // An answer with errorcode ≠ 0: the sync fails with Grants.gov's message and the catalog is as it was.
    await db.execute(
      sql`update grants set close_date = '2026-08-01' where source = 'grants.gov' and source_id = ${RECORDED_ID}`,
    );
    const before = await catalogChecksum(db);
    server.failNext('fetchOpportunity', { kind: 'errorcode', errorcode: 1, msg: 'Webservice Fails' });
    const failed = await runCatalogSync(db, { source: 'api', url: server.baseUrl });
    expect(failed).toMatchObject({ status: 'failed', inserted: 0, updated: 0 });
    expect(failed.error).toContain('Webservice Fails');
    expect(await catalogChecksum(db)).toBe(before);
  });
});

describe('the API source’s caps (docs/catalog.md#configuration), each failing the sync with no grant changed', () => {
  const limits = { retries: 0, retryBaseMs: 1, apiTimeoutMs: 5_000, apiDeadlineMs: 60_000 };

  async function expectFailed(
    fault: Parameters<GrantsGovApiServer['failNext']>[1],
    failure: string,
    reason: string | RegExp,
    overrides: Partial<typeof limits> = {},
    times = 1,
  ) {
    const before = await catalogChecksum(db);
    const s = await startGrantsGovApiServer();
    try {
      s.failNext('search2', fault, times);
      const sync = await runCatalogSync(db, { source: 'api', url: s.baseUrl, limits: { ...limits, ...overrides } });
      expect(sync).toMatchObject({ status: 'failed', failure, read: 0, inserted: 0, updated: 0 });
      if (typeof reason === 'string') expect(sync.error).toBe(reason);
      else expect(sync.error).toMatch(reason);
      expect(await catalogChecksum(db)).toBe(before);
      return sync;
    } finally {
      await s.close();
    }
  }

  it('an answer larger than 5 MiB, declared or counted as it arrives', async () => {
    const reason = 'Grants.gov API search2 (records from 0) answered more than 5242880 bytes, the cap of one answer';
    await expectFailed({ kind: 'large', bytes: 6 * 1024 * 1024 }, 'api', reason);
    await expectFailed({ kind: 'large', bytes: 6 * 1024 * 1024, chunked: true }, 'api', reason);
  });

  it('an answer that stalls past CATALOG_SYNC_API_TIMEOUT_MS', async () => {
    const started = Date.now();
    await expectFailed(
      { kind: 'stall' },
      'timeout',
      'Grants.gov API search2 (records from 0) failed: no complete answer within 300 ms (CATALOG_SYNC_API_TIMEOUT_MS) (1 attempt)',
      { apiTimeoutMs: 300 },
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a run past its deadline, however long each request may take', async () => {
    const started = Date.now();
    await expectFailed(
      { kind: 'stall' },
      'timeout',
      'Grants.gov API read did not finish within 500 ms (CATALOG_SYNC_API_DEADLINE_MS), at search2 (records from 0)',
      { apiTimeoutMs: 60_000, apiDeadlineMs: 500, retries: 3 },
      4,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a redirect to a link-local address', async () => {
    await expectFailed(
      { kind: 'redirect', location: 'https://169.254.169.254/v1/api/search2' },
      'redirect',
      'refused a redirect to https://169.254.169.254/v1/api/search2: the host is a private, loopback, link-local or reserved address',
    );
  });

  it('an errorcode’s msg is kept cut to 200 characters and without control characters', async () => {
    const sync = await expectFailed(
      { kind: 'errorcode', errorcode: 7, msg: `Webservice\u0007 Fails\r\n\u001b[31m${'z'.repeat(1000)}` },
      'api',
      /^Grants\.gov API search2 \(records from 0\) answered errorcode 7: "Webservice Fails \[31mz+…"$/,
    );
    expect(sync.error).not.toMatch(/[\u0000-\u001f]/);
    expect(/"(.*)"$/.exec(sync.error!)![1]!.length).toBeLessThanOrEqual(200);
  });
});
