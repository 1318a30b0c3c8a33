// importGrantsFile against a fresh PGlite database: counts, versions, skipped records, partial failures, zip and URL sources.
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import type { Db } from '~/db';
import { grantMatches, grants } from '~/db/schema';
import { CATEGORY_OF_FUNDING_ACTIVITY as C } from '~/server/grants/codes';
import { createMission } from '~/server/missions/missions';
import { createOrganization } from '~/server/organizations/organizations';
import { freshDbForEachTest } from '~/server/testing/test-db';
import { EXTRACT, LEGACY_EXTRACT, missionFields } from '~/server/testing/fixtures';
import { importGrantsFile, type ImportProgress } from './import-grants-gov';

let db: Db;
let dir: string;
let xml: string;

beforeAll(async () => {
  xml = await readFile(EXTRACT, 'utf8');
});

freshDbForEachTest((fresh) => (db = fresh));

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'grants-import-test-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function rowCount(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(grants);
  return row?.n ?? 0;
}

async function grantRow(sourceId: string) {
  const [row] = await db.select().from(grants).where(eq(grants.sourceId, sourceId));
  return row;
}

async function writeVariant(name: string, edit: (text: string) => string): Promise<string> {
  const file = path.join(dir, name);
  const edited = edit(xml);
  expect(edited).not.toBe(xml);
  await writeFile(file, edited);
  return file;
}

/** Replaces text inside the record with the given OpportunityID only. */
function editRecord(text: string, opportunityId: string, from: string | RegExp, to: string): string {
  const start = text.indexOf(`<OpportunityID>${opportunityId}</OpportunityID>`);
  const end = text.indexOf('Detail_1_0>', start);
  expect(start).toBeGreaterThan(0);
  return text.slice(0, start) + text.slice(start, end).replace(from, to) + text.slice(end);
}

async function zipOf(entries: { name: string; file?: string; text?: string }[], out: string): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const e of entries) {
    if (e.file) zip.addFile(e.file, e.name);
    else zip.addBuffer(Buffer.from(e.text ?? ''), e.name);
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(out));
  return out;
}

describe('importGrantsFile', () => {
  it('imports the real extract, then finds it unchanged on a second run', async () => {
    const progress: ImportProgress[] = [];
    const first = await importGrantsFile(db, EXTRACT, { onProgress: (p) => progress.push(p) });
    expect(first).toMatchObject({
      read: 30,
      inserted: 30,
      updated: 0,
      unchanged: 0,
      matchedGrants: 0, // no mission anywhere yet
      skipped: 0,
      skippedRecords: [],
    });
    expect(first.seconds).toBeGreaterThanOrEqual(0);
    expect(await rowCount()).toBe(30);
    const size = (await stat(EXTRACT)).size;
    expect(progress.at(-1)).toEqual({ read: 30, bytes: size, totalBytes: size });

    const row = await grantRow('278447');
    expect(row).toMatchObject({
      source: 'grants.gov',
      title: 'Computational Mathematics',
      sourceVersion: 17,
      closeDate: '2026-12-01',
      awardCeiling: 1200000,
      categories: ['Science and Technology and other Research and Development'],
    });

    const second = await importGrantsFile(db, EXTRACT);
    expect(second).toMatchObject({ read: 30, inserted: 0, updated: 0, unchanged: 30, skipped: 0 });
  });

  it('says how many of the grants it wrote match a mission: the rest are only in the whole catalog', async () => {
    const org = await createOrganization(db, { name: 'Careers Office' });
    // Scores high on the extract's two K23 career awards, and nowhere near most of the rest.
    await createMission(
      db,
      org.id,
      missionFields({
        name: 'Clinical research careers',
        keywords: ['career development', 'patient-oriented research', 'mentored'],
        categories: [C.HL],
      }),
    );
    const result = await importGrantsFile(db, EXTRACT);
    const [stored] = await db.select({ n: countDistinct(grantMatches.grantId) }).from(grantMatches);
    expect(result.inserted).toBe(30);
    expect(result.matchedGrants).toBe(stored!.n);
    expect(result.matchedGrants).toBeGreaterThanOrEqual(2);
    expect(result.matchedGrants).toBeLessThan(30);
    // A second run writes nothing, so it matches nothing new.
    expect(await importGrantsFile(db, EXTRACT)).toMatchObject({ unchanged: 30, matchedGrants: 0 });
  });

  it('updates a record only when its Version is higher', async () => {
    await importGrantsFile(db, EXTRACT);
    const file = await writeVariant('versions.xml', (text) => {
      let t = editRecord(text, '278447', '<Version>Synopsis 17</Version>', '<Version>Synopsis 18</Version>');
      t = editRecord(
        t,
        '278447',
        '<OpportunityTitle>Computational Mathematics<',
        '<OpportunityTitle>Computational Mathematics (revised)<',
      );
      t = editRecord(t, '352810', '<Version>Synopsis 2</Version>', '<Version>Synopsis 1</Version>');
      return editRecord(
        t,
        '352810',
        '<OpportunityTitle>Medical Scientist',
        '<OpportunityTitle>Stale Medical Scientist',
      );
    });
    const changed: string[][] = [];
    const result = await importGrantsFile(db, file, { onBatchCommitted: (ids) => void changed.push(ids) });
    expect(result).toMatchObject({ read: 30, inserted: 0, updated: 1, unchanged: 29, skipped: 0 });
    expect(await grantRow('278447')).toMatchObject({ title: 'Computational Mathematics (revised)', sourceVersion: 18 });
    expect(await grantRow('352810')).toMatchObject({
      title: 'Medical Scientist Training Program (MSTP) (T32)',
      sourceVersion: 2,
    });
    expect(changed.flat()).toEqual([(await grantRow('278447'))?.id]);
  });

  it('skips and reports malformed records while importing the rest', async () => {
    const file = await writeVariant('bad-records.xml', (text) => {
      const t = editRecord(text, '345738', '<CloseDate>12012026</CloseDate>', '<CloseDate>13452026</CloseDate>');
      return t.replace('<OpportunityID>363993</OpportunityID>', '');
    });
    const result = await importGrantsFile(db, file, { batchSize: 4 });
    expect(result).toMatchObject({ read: 30, inserted: 28, updated: 0, unchanged: 0, skipped: 2 });
    expect(result.skippedRecords).toEqual([
      { index: 12, opportunityId: '345738', reason: 'invalid CloseDate "13452026" (expected MMDDYYYY)' },
      { index: 13, opportunityId: null, reason: 'missing OpportunityID' },
    ]);
    expect(await rowCount()).toBe(28);
    expect(await grantRow('345738')).toBeUndefined();
  });

  it('commits whole batches in their own transactions and reports them on a truncated file', async () => {
    const bytes = await readFile(EXTRACT);
    const file = path.join(dir, 'truncated.xml');
    // Cut inside record 13, after 12 complete records: batches of 5 commit 10 of them.
    await writeFile(file, bytes.subarray(0, bytes.indexOf('<OpportunityID>363993') + 60));
    const committed: number[] = [];
    const err = await importGrantsFile(db, file, {
      batchSize: 5,
      onBatchCommitted: (ids) => void committed.push(ids.length),
    }).catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(
      /^Truncated XML at line \d+: the file ends inside record 13 \(OpportunityID 363993\) before <\/Grants> \(import stopped after reading 12 records; committed: 10 inserted, 0 updated, 0 unchanged, 0 skipped\)$/,
    );
    expect(committed).toEqual([5, 5]);
    expect(await rowCount()).toBe(10);

    // The full file afterwards completes the catalog.
    expect(await importGrantsFile(db, EXTRACT, { batchSize: 5 })).toMatchObject({ inserted: 20, unchanged: 10 });
  });

  it('rejects a file that is not a Grants.gov extract, or is missing', async () => {
    const file = path.join(dir, 'grants.xml');
    await writeFile(
      file,
      '<!DOCTYPE html>\n<html><head><title>Service unavailable</title></head><body></body></html>\n',
    );
    await expect(importGrantsFile(db, file)).rejects.toThrow(
      'Not a Grants.gov extract: root element is <html> (import stopped after reading 0 records; committed: 0 inserted, 0 updated, 0 unchanged, 0 skipped)',
    );
    await expect(importGrantsFile(db, path.join(dir, 'nope.xml'))).rejects.toThrow(/^Cannot read .*nope\.xml: ENOENT/);
    expect(await rowCount()).toBe(0);
  });

  it('refuses the pre-2016 extract format in one line, writing nothing and fetching nothing (not its DTD)', async () => {
    const legacy = LEGACY_EXTRACT;
    expect(await readFile(legacy, 'utf8')).toMatch(
      /<!DOCTYPE Grants SYSTEM "http:\/\/apply07\.grants\.gov\/[^"]+\.dtd">/,
    );
    await importGrantsFile(db, EXTRACT);
    const before = await rowCount();
    // Any attempt to open a socket (to fetch the DTD the DOCTYPE names) is recorded and refused.
    const attempts: string[] = [];
    const realRequest = http.request;
    const realFetch = globalThis.fetch;
    (http as { request: unknown }).request = (...args: unknown[]) => {
      attempts.push(String(args[0]));
      throw new Error('network disabled in this test');
    };
    globalThis.fetch = (async (input: unknown) => {
      attempts.push(String(input));
      throw new Error('network disabled in this test');
    }) as typeof fetch;
    try {
      const err = await importGrantsFile(db, legacy).then(
        () => null,
        (e: Error) => e,
      );
      expect(err?.message).toMatch(
        /^This is the pre-2016 Grants\.gov extract format \(<FundingOppSynopsis> records\): it is not supported/,
      );
      expect(err?.message).not.toMatch(/\n/);
      expect(err?.message).toMatch(/committed: 0 inserted, 0 updated, 0 unchanged, 0 skipped/);
    } finally {
      (http as { request: unknown }).request = realRequest;
      globalThis.fetch = realFetch;
    }
    expect(attempts).toEqual([]);
    expect(await rowCount()).toBe(before);
  });

  it('imports the XML inside a zip, recognised by its magic bytes', async () => {
    // Named .xml on purpose: the content decides, not the extension.
    const zipFile = await zipOf(
      [
        { name: 'README.txt', text: 'Grants.gov extract' },
        { name: 'GrantsDBExtract20260101v2.xml', file: EXTRACT },
      ],
      path.join(dir, 'GrantsDBExtract.xml'),
    );
    const progress: ImportProgress[] = [];
    const result = await importGrantsFile(db, zipFile, { onProgress: (p) => progress.push(p) });
    expect(result).toMatchObject({ read: 30, inserted: 30, updated: 0, unchanged: 0, skipped: 0 });
    const size = (await stat(EXTRACT)).size;
    expect(progress.at(-1)).toEqual({ read: 30, bytes: size, totalBytes: size });

    const empty = await zipOf([{ name: 'notes.txt', text: 'nothing here' }], path.join(dir, 'empty.zip'));
    await expect(importGrantsFile(db, empty)).rejects.toThrow(/^No XML file in zip archive .*empty\.zip/);
  });

  describe('from a URL', () => {
    let server: http.Server;
    let base: string;
    let zipBytes: Buffer;

    beforeAll(async () => {
      const zipDir = await mkdtemp(path.join(os.tmpdir(), 'grants-import-zip-'));
      zipBytes = await readFile(
        await zipOf([{ name: 'extract.xml', file: EXTRACT }], path.join(zipDir, 'extract.zip')),
      );
      await rm(zipDir, { recursive: true, force: true });
      server = http.createServer((req, res) => {
        if (req.url === '/extract.xml') {
          res.writeHead(200, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) }).end(xml);
        } else if (req.url === '/download?id=latest') {
          res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(zipBytes);
        } else res.writeHead(404).end('not found');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('streams an XML download', async () => {
      const progress: ImportProgress[] = [];
      const result = await importGrantsFile(db, `${base}/extract.xml`, { onProgress: (p) => progress.push(p) });
      expect(result).toMatchObject({ read: 30, inserted: 30, skipped: 0 });
      const size = Buffer.byteLength(xml);
      expect(progress.at(-1)).toEqual({ read: 30, bytes: size, totalBytes: size });
    });

    it('unpacks a zip download', async () => {
      expect(await importGrantsFile(db, `${base}/download?id=latest`)).toMatchObject({
        read: 30,
        inserted: 30,
        skipped: 0,
      });
      expect(await rowCount()).toBe(30);
    });

    it('reports a failed download', async () => {
      await expect(importGrantsFile(db, `${base}/missing.xml`)).rejects.toThrow(
        `Could not download ${base}/missing.xml: HTTP 404 Not Found`,
      );
    });
  });
});
