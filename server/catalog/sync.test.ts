// runCatalogSync against a real PGlite database and a real HTTP server on 127.0.0.1 serving the repository's real
// extract records zipped in the streamed form: a good sync, 304, retries, one run at a time, and every bad input
// failing with its reason while the catalog stays byte-for-byte what it was.
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import yazl from 'yazl';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { catalogSyncs, grants } from '~/db/schema';
import { parseGrantsGovXml, type ParsedRecord } from '~/server/grants/grants-gov/parser';
import { freshDbForEachTest } from '~/server/testing/test-db';
import { listCatalogSyncs, runCatalogSync, SyncAlreadyRunningError, type ExtractLimits } from './sync';
import {
  conditionalZip,
  extractXml,
  startExtractServer,
  zipStreamed,
  type ExtractServer,
} from './testing/extract-server';
import { catalogChecksum } from './testing/catalog-checksum';

let db: Db;
let server: ExtractServer;
let xml: string;
let zip: Buffer;
/** The same records with every award ceiling raised: a sync that wrote any of it would change the catalog. */
let raisedXml: string;

const limits: Partial<ExtractLimits> = {
  timeoutMs: 10_000,
  maxBytes: 10_000_000,
  maxInflatedBytes: 10_000_000,
  retries: 0,
  retryBaseMs: 10,
};

beforeAll(async () => {
  xml = await extractXml();
  zip = await zipStreamed('GrantsDBExtract20260801v2.xml', xml);
  raisedXml = xml.replace(/<AwardCeiling>(\d+)/g, '<AwardCeiling>9$1');
});

freshDbForEachTest((fresh) => (db = fresh));

beforeEach(async () => {
  server = await startExtractServer();
});

afterEach(async () => {
  await server.close();
});

/** Each grant's xmin/xmax: which transaction wrote it and which last locked it (0: none). */
async function rowVersions(): Promise<Record<string, string>> {
  const { rows } = (await db.execute(
    sql`select id::text, xmin::text || '/' || xmax::text as v from grants`,
  )) as unknown as { rows: { id: string; v: string }[] };
  return Object.fromEntries(rows.map((r) => [r.id, r.v]));
}

/** A catalog holding the 61 real records, synced once. */
async function syncedCatalog(): Promise<string> {
  server.answer(conditionalZip(zip, '"v1"'));
  const first = await runCatalogSync(db, { source: 'extract', url: server.url(), limits });
  expect(first.status).toBe('succeeded');
  return catalogChecksum(db);
}

describe('a good sync', () => {
  it('imports the extract and records the run', async () => {
    server.answer(conditionalZip(zip, '"v1"'));
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url('/extract.zip?key=s3cret'), limits });
    expect(sync).toMatchObject({
      source: 'extract',
      status: 'succeeded',
      read: 61,
      inserted: 61,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      error: null,
      etag: '"v1"',
      lastModified: 'Sat, 01 Aug 2026 06:00:00 GMT',
    });
    // The stored URL keeps no query (it may carry a key).
    expect(sync.url).toBe(`${server.url('/extract.zip')}?…`);
    expect(sync.finishedAt!.getTime()).toBeGreaterThanOrEqual(sync.startedAt.getTime());
    expect(await catalogChecksum(db)).toMatch(/^61:/);

    const again = await runCatalogSync(db, { source: 'extract', url: server.url('/other.zip'), limits });
    expect(again).toMatchObject({ status: 'succeeded', read: 61, inserted: 0, updated: 0, unchanged: 61 });
    const { items, total } = await listCatalogSyncs(db, { limit: 10, offset: 0 });
    expect(total).toBe(2);
    expect(items.map((s) => s.id)).toEqual([again.id, sync.id]);
  });

  it('writes the records the ZIP verification passed, changed ones as updates', async () => {
    await syncedCatalog();
    server.answer({ body: await zipStreamed('extract.xml', raisedXml) });
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url('/raised.zip'), limits });
    expect(sync).toMatchObject({ status: 'succeeded', read: 61, inserted: 0 });
    expect(sync.updated).toBeGreaterThan(0);
    expect(sync.updated + sync.unchanged).toBe(61);
  });

  it('the same records again write nothing: skipped by their content hash, no row written or locked', async () => {
    await syncedCatalog();
    const before = await rowVersions();
    // The same XML in another archive (another entry name: other bytes), so the records themselves are compared.
    server.answer({ body: await zipStreamed('GrantsDBExtract20260802v2.xml', xml) });
    const again = await runCatalogSync(db, { source: 'extract', url: server.url('/again.zip'), limits });
    expect(again).toMatchObject({ status: 'succeeded', read: 61, inserted: 0, updated: 0, unchanged: 61 });
    // xmin is the transaction that wrote the row, xmax one that locked it: neither moved, so no batch reached a row.
    expect(await rowVersions()).toEqual(before);
    expect(Object.values(before).every((v) => v.endsWith('/0'))).toBe(true);

    // One record changed: that grant alone is written (with its version), the other 60 are not touched.
    const oneRaised = xml.replace(/<AwardCeiling>(\d+)/, '<AwardCeiling>9$1');
    server.answer({ body: await zipStreamed('extract.xml', oneRaised) });
    const one = await runCatalogSync(db, { source: 'extract', url: server.url('/one.zip'), limits });
    expect(one).toMatchObject({ status: 'succeeded', read: 61, inserted: 0, updated: 1, unchanged: 60 });
    const after = await rowVersions();
    const moved = Object.keys(after).filter((id) => after[id] !== before[id]);
    expect(moved).toHaveLength(1);
    const [version] = (
      (await db.execute(sql`select grant_id::text as id, changes from grant_versions`)) as unknown as {
        rows: { id: string; changes: Record<string, unknown> }[];
      }
    ).rows;
    expect(version).toMatchObject({ id: moved[0], changes: { awardCeiling: expect.any(Array) } });
  });

  it('the archive last imported, downloaded again, is not read again; after a failed run it is', async () => {
    await syncedCatalog();
    // A cap the verification would fail on: the run that succeeds did not verify (nor parse) the archive.
    const tiny = { ...limits, maxInflatedBytes: 1_000 };
    server.answer({ body: zip });
    const same = await runCatalogSync(db, { source: 'extract', url: server.url('/same.zip'), limits: tiny });
    expect(same).toMatchObject({ status: 'succeeded', read: 61, inserted: 0, updated: 0, unchanged: 61, skipped: 0 });
    expect(same.sha256).toMatch(/^[0-9a-f]{64}$/);

    // A failed run since may have committed part of another file: the archive is read again (and the cap fails it).
    server.answer({ status: 404, body: 'not yet' });
    expect((await runCatalogSync(db, { source: 'extract', url: server.url('/missing.zip'), limits })).status).toBe(
      'failed',
    );
    server.answer({ body: zip });
    const reread = await runCatalogSync(db, { source: 'extract', url: server.url('/same.zip'), limits: tiny });
    expect(reread).toMatchObject({ status: 'failed' });
    expect(reread.error).toContain('CATALOG_SYNC_MAX_INFLATED_BYTES');
  });

  it('expands {date} to today (UTC) as YYYYMMDD', async () => {
    server.answer(conditionalZip(zip, '"v1"'));
    const now = new Date('2026-08-01T23:30:00-05:00');
    await runCatalogSync(db, { source: 'extract', url: server.url('/GrantsDBExtract{date}v2.zip'), now, limits });
    expect(server.requests[0]!.path).toBe('/GrantsDBExtract20260802v2.zip');
  });
});

describe('conditional GET and retries', () => {
  it('answers 304 with not_modified, reading nothing', async () => {
    const before = await syncedCatalog();
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url(), limits });
    expect(sync).toMatchObject({ status: 'not_modified', read: 0, inserted: 0, updated: 0, etag: '"v1"' });
    expect(server.requests[1]!.headers['if-none-match']).toBe('"v1"');
    expect(server.requests[1]!.headers['if-modified-since']).toBe('Sat, 01 Aug 2026 06:00:00 GMT');
    expect(await catalogChecksum(db)).toBe(before);
    // The validators carry on past a not_modified run.
    await runCatalogSync(db, { source: 'extract', url: server.url(), limits });
    expect(server.requests[2]!.headers['if-none-match']).toBe('"v1"');
  });

  it('retries a 5xx with backoff, then succeeds', async () => {
    server.answer({ status: 503 }, { status: 502 }, conditionalZip(zip, '"v1"'));
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url(), limits: { ...limits, retries: 3 } });
    expect(sync).toMatchObject({ status: 'succeeded', inserted: 61 });
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after the retries, saying why', async () => {
    server.answer({ status: 500 });
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url(), limits: { ...limits, retries: 2 } });
    expect(sync.status).toBe('failed');
    expect(sync.error).toBe('the server answered HTTP 500 (after 3 attempts)');
    expect(server.requests).toHaveLength(3);
  });

  it('fails a 404 at once (no retry)', async () => {
    server.answer({ status: 404 });
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url(), limits: { ...limits, retries: 2 } });
    // The status alone: the reason phrase is the server's text.
    expect(sync).toMatchObject({ status: 'failed', error: 'the server answered HTTP 404', failure: 'download' });
    expect(server.requests).toHaveLength(1);
  });
});

describe('bad input fails the sync and changes no grant', () => {
  async function expectFailure(answer: Parameters<ExtractServer['answer']>[0], reason: RegExp, l = limits) {
    const before = await syncedCatalog();
    server.answer(answer);
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url('/bad.zip'), limits: l });
    expect(sync.status).toBe('failed');
    expect(sync.error).toMatch(reason);
    expect(sync.error).not.toMatch(/\n/);
    expect(sync).toMatchObject({ read: 0, inserted: 0, updated: 0 });
    expect(sync.finishedAt).not.toBeNull();
    expect(await catalogChecksum(db)).toBe(before);
    return sync;
  }

  it('a truncated download (the server closes early)', async () => {
    const raised = await zipStreamed('extract.xml', raisedXml);
    await expectFailure(
      { body: raised, cutAfter: Math.floor(raised.length / 2) },
      /download broke off after \d+ bytes/,
    );
  });

  it('a truncated file (served whole, but cut)', async () => {
    const raised = await zipStreamed('extract.xml', raisedXml);
    await expectFailure({ body: raised.subarray(0, raised.length - 200) }, /not a readable ZIP archive/);
  });

  it('a corrupt deflate stream', async () => {
    const corrupt = Buffer.from(await zipStreamed('extract.xml', raisedXml));
    const dataStart = 30 + 'extract.xml'.length;
    for (let i = dataStart + 200; i < dataStart + 260; i++) corrupt[i] = corrupt[i]! ^ 0xa5;
    await expectFailure({ body: corrupt }, /extract\.xml (does not read|fails its CRC-32 check)/);
  });

  it('a ZIP of something else', async () => {
    await expectFailure(
      { body: await zipStreamed('notes.txt', 'not an extract') },
      /^expected exactly one \.xml file in the archive, found 0 \(entries: notes\.txt\)$/,
    );
  });

  it('an archive of many entries, refused before its directory is read', async () => {
    const many = new yazl.ZipFile();
    for (let i = 0; i < 40; i++) many.addBuffer(Buffer.from(`<x>${i}</x>`), `part-${i}.xml`);
    many.end();
    const chunks: Buffer[] = [];
    for await (const chunk of many.outputStream) chunks.push(chunk as Buffer);
    await expectFailure(
      { body: Buffer.concat(chunks) },
      /^the archive holds 40 entries; an extract holds one XML file$/,
    );
  });

  it('a 304 to a request that sent no validators', async () => {
    await expectFailure({ status: 304 }, /^the server answered 304 to a request without validators$/);
  });

  it('a URL with credentials: refused, and neither the stored reason nor the record names them', async () => {
    const before = await syncedCatalog();
    const url = server.url('/extract.zip?token=s3cret').replace('http://', 'http://operator:pa55word@');
    const sync = await runCatalogSync(db, { source: 'extract', url, limits });
    expect(sync.status).toBe('failed');
    expect(JSON.stringify(sync)).not.toMatch(/pa55word|s3cret|operator/);
    expect(await catalogChecksum(db)).toBe(before);
  });

  it('a ZIP bomb', async () => {
    const bomb = await zipStreamed('extract.xml', Buffer.alloc(50_000_000, ' '));
    expect(bomb.length).toBeLessThan(100_000);
    await expectFailure({ body: bomb }, /CATALOG_SYNC_MAX_INFLATED_BYTES \(10000000\)/);
  });

  it('a ZIP bomb whose central directory lies about its size fails as it passes the cap', async () => {
    const bomb = Buffer.from(await zipStreamed('extract.xml', Buffer.alloc(50_000_000, ' ')));
    // The central directory entry's uncompressed size (offset 24 of the entry) says 1,000 bytes.
    const central = bomb.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
    bomb.writeUInt32LE(1000, central + 24);
    // And so does the data descriptor (signature, CRC-32, compressed size, then the uncompressed size).
    bomb.writeUInt32LE(1000, bomb.indexOf(Buffer.from('PK\x07\x08', 'latin1')) + 12);
    const started = performance.now();
    await expectFailure({ body: bomb }, /extract\.xml (does not read: too many bytes|inflates past)/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('an HTML error page with status 200', async () => {
    await expectFailure(
      {
        body: '<!DOCTYPE html><html><body>Service temporarily unavailable</body></html>',
        headers: { 'content-type': 'text/html' },
      },
      // Nothing of the page is quoted.
      /^the server answered 200 with an HTML or XML page, not a ZIP archive$/,
    );
  });

  it('a download larger than the size cap, as declared', async () => {
    await expectFailure({ body: zip }, /more than CATALOG_SYNC_MAX_BYTES \(1000\); nothing downloaded$/, {
      ...limits,
      maxBytes: 1000,
    });
  });

  it('a download larger than the size cap, counted as it streams (no Content-Length)', async () => {
    await expectFailure(
      { body: zip, chunked: true },
      /^the extract passed CATALOG_SYNC_MAX_BYTES \(1000\) while downloading$/,
      { ...limits, maxBytes: 1000 },
    );
  });

  it('a timeout mid-body (the server stalls)', async () => {
    const started = performance.now();
    await expectFailure({ body: zip, stallAfter: 1000 }, /^download did not finish within 1500 ms/, {
      ...limits,
      timeoutMs: 1500,
      retries: 2,
    });
    expect(performance.now() - started).toBeLessThan(8_000);
  });
});

describe('redirects (docs/catalog.md#redirects)', () => {
  it('follows a redirect on the configured host', async () => {
    server.answer({ status: 302, headers: { location: '/mirror/extract.zip' } }, conditionalZip(zip, '"v1"'));
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url(), limits });
    expect(sync).toMatchObject({ status: 'succeeded', inserted: 61 });
    expect(server.requests.map((r) => r.path)).toEqual(['/extract.zip', '/mirror/extract.zip']);
  });

  it('a redirect to the cloud metadata address: refused, the sync failed naming the refusal, no grant changed', async () => {
    const before = await syncedCatalog();
    server.answer({
      status: 302,
      headers: { location: 'https://169.254.169.254/latest/meta-data/iam/security-credentials/?token=s3cret' },
    });
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url('/moved.zip'), limits });
    expect(sync).toMatchObject({ status: 'failed', failure: 'redirect', read: 0, inserted: 0, updated: 0 });
    expect(sync.error).toBe(
      'refused a redirect to https://169.254.169.254/latest/meta-data/iam/security-credentials/?…: the host is a private, loopback, link-local or reserved address',
    );
    expect(await catalogChecksum(db)).toBe(before);
  });

  it('a redirect to http elsewhere, and a redirect loop: refused, not retried', async () => {
    const before = await syncedCatalog();
    server.answer({ status: 301, headers: { location: 'http://grants.example/extract.zip' } });
    const http = await runCatalogSync(db, {
      source: 'extract',
      url: server.url('/a.zip'),
      limits: { ...limits, retries: 2 },
    });
    expect(http).toMatchObject({ status: 'failed', failure: 'redirect' });
    expect(http.error).toMatch(/: only https redirects are followed \(this one is http\)$/);
    server.requests.length = 0;
    server.answer({ status: 302, headers: { location: '/loop.zip' } });
    const loop = await runCatalogSync(db, { source: 'extract', url: server.url('/loop.zip'), limits });
    expect(loop.error).toMatch(/^refused a redirect to http:\/\/127\.0\.0\.1:\d+\/loop\.zip: more than 5 redirects$/);
    expect(server.requests).toHaveLength(6);
    expect(await catalogChecksum(db)).toBe(before);
  });
});

describe('the extract parser caps (docs/catalog.md#verification)', () => {
  it('a record with a 10 MB description fails the sync at verification', async () => {
    const before = await syncedCatalog();
    const huge = xml.replace(/<Description>/, `<Description>${'A'.repeat(10 * 1024 * 1024)}`);
    const bomb = await zipStreamed('extract.xml', huge);
    server.answer({ body: bomb });
    const sync = await runCatalogSync(db, {
      source: 'extract',
      url: server.url('/huge.zip'),
      limits: { ...limits, maxInflatedBytes: 50_000_000 },
    });
    expect(sync).toMatchObject({ status: 'failed', failure: 'verification', read: 0, inserted: 0, updated: 0 });
    expect(sync.error).toMatch(
      /^extract\.xml: record 1 \(OpportunityID \d+\): <Description> is longer than 102400 characters, the cap of that field$/,
    );
    expect(await catalogChecksum(db)).toBe(before);
  });

  it('more records than the cap fail the sync', async () => {
    const before = await syncedCatalog();
    server.answer({ body: await zipStreamed('extract.xml', raisedXml) });
    const sync = await runCatalogSync(db, {
      source: 'extract',
      url: server.url('/many.zip'),
      limits: { ...limits, parser: { maxRecords: 60 } },
    });
    expect(sync).toMatchObject({
      status: 'failed',
      failure: 'verification',
      error: 'extract.xml: the extract holds more than 60 records',
      updated: 0,
    });
    expect(await catalogChecksum(db)).toBe(before);
  });
});

describe('one run at a time', () => {
  it('refuses a second run while one is running, then runs again', async () => {
    server.answer({ body: zip, stallAfter: 1000 });
    const first = runCatalogSync(db, { source: 'extract', url: server.url(), limits: { ...limits, timeoutMs: 1500 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(runCatalogSync(db, { source: 'extract', url: server.url(), limits })).rejects.toThrow(
      SyncAlreadyRunningError,
    );
    expect((await first).status).toBe('failed');
    server.answer(conditionalZip(zip, '"v1"'));
    expect((await runCatalogSync(db, { source: 'extract', url: server.url(), limits })).status).toBe('succeeded');
  });
});

describe('the heartbeat (docs/catalog.md#one-run-at-a-time)', () => {
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

  it('a running row without a heartbeat for 10 minutes does not block a run, and is marked failed (abandoned)', async () => {
    const [dead] = await db
      .insert(catalogSyncs)
      .values({ source: 'extract', startedAt: minutesAgo(30), heartbeatAt: minutesAgo(11) })
      .returning();
    server.answer(conditionalZip(zip, '"v1"'));
    const sync = await runCatalogSync(db, { source: 'extract', url: server.url(), limits });
    expect(sync.status).toBe('succeeded');
    const [after] = await db.select().from(catalogSyncs).where(eq(catalogSyncs.id, dead!.id));
    expect(after).toMatchObject({ status: 'failed', failure: 'abandoned' });
    expect(after!.error).toMatch(/^abandoned: no heartbeat for 10 minutes/);
    expect(after!.finishedAt).not.toBeNull();
  });

  it('a run started hours ago whose heartbeat is fresh holds the lock for up to 6 hours, then is abandoned', async () => {
    const [beating] = await db
      .insert(catalogSyncs)
      .values({ source: 'extract', startedAt: minutesAgo(5 * 60), heartbeatAt: minutesAgo(2) })
      .returning();
    await expect(runCatalogSync(db, { source: 'extract', url: server.url(), limits })).rejects.toThrow(
      SyncAlreadyRunningError,
    );
    expect(server.requests).toHaveLength(0);
    // Alive but stuck past the longest a run may take: abandoned whatever its heartbeat.
    await db
      .update(catalogSyncs)
      .set({ startedAt: minutesAgo(6 * 60 + 1) })
      .where(eq(catalogSyncs.id, beating!.id));
    server.answer(conditionalZip(zip, '"v1"'));
    expect((await runCatalogSync(db, { source: 'extract', url: server.url(), limits })).status).toBe('succeeded');
    const [after] = await db.select().from(catalogSyncs).where(eq(catalogSyncs.id, beating!.id));
    expect(after).toMatchObject({ status: 'failed', failure: 'abandoned' });
    expect(after!.error).toMatch(/or running for more than 6 hours$/);
  });

  it('a run declared abandoned by another stops after its batch, and its row stays abandoned', async () => {
    let declared = false;
    // A source slow enough for the heartbeat to find its row taken from it before the batches are written.
    async function* slow(): AsyncGenerator<ParsedRecord> {
      for await (const record of parseGrantsGovXml(Readable.from([xml]))) yield record;
      await db
        .update(catalogSyncs)
        .set({ status: 'failed', failure: 'abandoned', error: 'abandoned by a test', finishedAt: new Date() })
        .where(eq(catalogSyncs.status, 'running'));
      declared = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const ended = await runCatalogSync(db, {
      source: 'api',
      sources: { api: slow },
      heartbeatMs: 50,
      sourceBatchSize: 10,
    });
    expect(declared).toBe(true);
    expect(ended).toMatchObject({ status: 'failed', failure: 'abandoned', error: 'abandoned by a test' });
    // The batches in flight (two at most, of 10) committed before the stop; the rest of the 61 records never were.
    const n = await db.$count(grants);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(20);
  });

  it('a running sync refreshes its heartbeat while it waits on a stalled download', async () => {
    server.answer({ body: zip, stallAfter: 1000 });
    const run = runCatalogSync(db, {
      source: 'extract',
      url: server.url(),
      limits: { ...limits, timeoutMs: 1200 },
      heartbeatMs: 100,
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const [running] = await db.select().from(catalogSyncs).where(eq(catalogSyncs.status, 'running'));
    expect(running!.heartbeatAt.getTime()).toBeGreaterThan(running!.startedAt.getTime() + 300);
    expect((await run).status).toBe('failed');
  });
});

describe('other sources', () => {
  it('a pluggable source is imported, and one failing part-way changes nothing', async () => {
    const records = () => parseGrantsGovXml(Readable.from([xml]));
    const sync = await runCatalogSync(db, { source: 'api', sources: { api: records } });
    expect(sync).toMatchObject({ status: 'succeeded', read: 61, inserted: 61 });
    const before = await catalogChecksum(db);
    async function* failing(): AsyncGenerator<ParsedRecord> {
      yield* parseGrantsGovXml(Readable.from([raisedXml]));
      throw new Error('search2 answered errorcode 1');
    }
    const failed = await runCatalogSync(db, { source: 'api', sources: { api: failing } });
    expect(failed).toMatchObject({ status: 'failed', error: 'search2 answered errorcode 1', updated: 0 });
    expect(await catalogChecksum(db)).toBe(before);
  });

  it('a source handing over more text than a run may hold fails before writing, the catalog as it was', async () => {
    const records = () => parseGrantsGovXml(Readable.from([raisedXml]));
    const before = await catalogChecksum(db);
    const failed = await runCatalogSync(db, { source: 'api', sources: { api: records }, sourceMaxChars: 20_000 });
    expect(failed).toMatchObject({
      status: 'failed',
      failure: 'api',
      error: "the source's records hold more than 20000 characters",
      inserted: 0,
      updated: 0,
    });
    expect(await catalogChecksum(db)).toBe(before);
  });
});

describe('zipStreamed', () => {
  it('puts the sizes only in the trailing data descriptor (flag bit 3)', async () => {
    const header = zip.subarray(0, 30);
    expect(header.readUInt32LE(0)).toBe(0x04034b50);
    expect(header.readUInt16LE(6) & 0x8).toBe(0x8);
    expect(header.readUInt16LE(8)).toBe(8); // deflate
    // CRC-32, compressed and uncompressed size in the local header are zero.
    expect([header.readUInt32LE(14), header.readUInt32LE(18), header.readUInt32LE(22)]).toEqual([0, 0, 0]);
    expect(zip.indexOf(Buffer.from('PK\x07\x08', 'latin1'))).toBeGreaterThan(30);
  });
});
