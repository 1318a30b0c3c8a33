// What GET /catalog/syncs shows every tenant (docs/catalog.md#the-sync-record): real failed syncs, against a real
// server on 127.0.0.1, listed through the operation's own output schema: times, status, counts and a generic reason,
// never the source's URL, host, path, validators or the detailed reason, which the operator's view keeps.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { catalogSyncs } from '~/db/schema';
import { ZListCatalogSyncsResponse } from '~/server/api/routers/catalog/list-catalog-syncs.schema';
import { paginate } from '~/server/api/pagination';
import { freshDbForEachTest } from '~/server/testing/test-db';
import { catalogSyncDetailDto, catalogSyncDto } from './dto';
import { FAILURE_REASONS } from './failure';
import { listCatalogSyncs, runCatalogSync } from './sync';
import {
  conditionalZip,
  extractXml,
  startExtractServer,
  zipStreamed,
  type ExtractServer,
} from './testing/extract-server';

let db: Db;
let server: ExtractServer;
const limits = { timeoutMs: 10_000, maxBytes: 10_000_000, maxInflatedBytes: 10_000_000, retries: 0, retryBaseMs: 1 };

freshDbForEachTest((fresh) => (db = fresh));

beforeEach(async () => {
  server = await startExtractServer();
});

afterEach(async () => {
  await server.close();
});

describe('GET /catalog/syncs shows tenants no detail of the source', () => {
  it('lists counts, times, status and a generic reason; the CLI’s view keeps the detail', async () => {
    const zip = await zipStreamed('GrantsDBExtract20260801v2.xml', await extractXml());
    server.answer(conditionalZip(zip, '"v1"'));
    await runCatalogSync(db, { source: 'extract', url: server.url('/extracts/ok.zip?key=s3cret'), limits });
    server.answer({ status: 302, headers: { location: 'https://10.20.30.40/internal/extract.zip' } });
    await runCatalogSync(db, { source: 'extract', url: server.url('/extracts/moved.zip'), limits });
    server.answer({ body: '<!DOCTYPE html><title>Intranet login</title>', headers: { 'content-type': 'text/html' } });
    await runCatalogSync(db, { source: 'extract', url: server.url('/extracts/login.zip'), limits });
    server.answer({ body: await zipStreamed('secret-notes.txt', 'x') });
    await runCatalogSync(db, { source: 'extract', url: server.url('/extracts/other.zip'), limits });
    // A row failed before failures had a kind.
    await db.insert(catalogSyncs).values({
      source: 'api',
      status: 'failed',
      finishedAt: new Date(),
      url: 'https://api.grants.internal/v1',
      error: 'Grants.gov API search2 failed: network error (connect ECONNREFUSED 10.0.0.9:443)',
    });

    const page = { limit: 10, offset: 0 };
    const { items, total } = await listCatalogSyncs(db, page);
    const listed = ZListCatalogSyncsResponse.parse(paginate(items.map(catalogSyncDto), total, page));
    expect(listed.data).toHaveLength(5);
    for (const sync of listed.data) {
      expect(Object.keys(sync).sort()).toEqual(
        [
          'error',
          'finishedAt',
          'id',
          'inserted',
          'read',
          'skipped',
          'source',
          'startedAt',
          'status',
          'unchanged',
          'updated',
        ].sort(),
      );
    }
    expect(listed.data.map((s) => s.error).sort()).toEqual(
      [
        null,
        FAILURE_REASONS.redirect,
        FAILURE_REASONS.download,
        FAILURE_REASONS.verification,
        FAILURE_REASONS.internal,
      ].sort(),
    );
    const shown = JSON.stringify(listed);
    for (const detail of [
      '127.0.0.1',
      '10.20.30.40',
      '10.0.0.9',
      'grants.internal',
      'extracts/',
      'Intranet',
      'secret-notes',
      's3cret',
      'v1"',
      'refused',
      'ECONNREFUSED',
    ])
      expect(shown).not.toContain(detail);

    // The operator's view (cli grants sync --json) keeps what tenants do not see.
    const detailed = items.map(catalogSyncDetailDto);
    expect(detailed.find((s) => s.failure === 'redirect')).toMatchObject({
      url: server.url('/extracts/moved.zip'),
      error:
        'refused a redirect to https://10.20.30.40/internal/extract.zip: the host is a private, loopback, link-local or reserved address',
    });
    expect(detailed.find((s) => s.status === 'succeeded')).toMatchObject({
      etag: '"v1"',
      url: `${server.url('/extracts/ok.zip')}?…`,
    });
  });
});
