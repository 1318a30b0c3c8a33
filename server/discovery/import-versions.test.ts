// Versions through the real importer (docs/catalog.md#versions): the real 61-record extract, then a copy with a moved
// close date, a raised ceiling, a contact-only change and a forecast (a real one of the 30-record extract) now posted.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '~/db';
import { grants, grantVersions } from '~/db/schema';
import type { GrantChange } from '~/server/grants/versions';
import { freshDbForEachTest } from '~/server/testing/test-db';
import { EXTRACT, EXTRACT_61 } from '~/server/testing/fixtures';
import { importGrantsFile } from './import-grants-gov';

let db: Db;
let dir: string;

freshDbForEachTest((fresh) => (db = fresh));

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'grant-versions-test-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const FORECAST_ID = '315723';

/** The record with this OpportunityID, element and all. */
function recordOf(text: string, opportunityId: string): string {
  const id = text.indexOf(`<OpportunityID>${opportunityId}</OpportunityID>`);
  const start = text.lastIndexOf('<Opportunity', id - 1);
  const end = text.indexOf('Detail_1_0>', id) + 'Detail_1_0>'.length;
  expect(id).toBeGreaterThan(0);
  return text.slice(start, end);
}

/** Replaces text inside one record only, insisting that it was there. */
function editRecord(text: string, opportunityId: string, from: string, to: string): string {
  const record = recordOf(text, opportunityId);
  expect(record).toContain(from);
  return text.replace(record, record.replace(from, to));
}

/** The extract with extra records before its closing tag. */
const withRecords = (text: string, records: string[]) => text.replace('</Grants>', `${records.join('\n')}\n</Grants>`);

async function write(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}

async function grantIdOf(sourceId: string): Promise<string> {
  const [row] = await db.select({ id: grants.id }).from(grants).where(eq(grants.sourceId, sourceId));
  expect(row).toBeDefined();
  return row!.id;
}

async function versionCount(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(grantVersions);
  return row?.n ?? 0;
}

/** Every grant's stored content (the catalog's checksum for "changes nothing"). */
const catalog = () => db.select().from(grants).orderBy(asc(grants.sourceId));

describe('grant versions through the Grants.gov importer', () => {
  it('keeps exactly the moved close date, the raised ceiling and the posted forecast; a re-import keeps nothing', async () => {
    const extract61 = await readFile(EXTRACT_61, 'utf8');
    const forecast = recordOf(await readFile(EXTRACT, 'utf8'), FORECAST_ID);
    expect(forecast).toMatch(/^<OpportunityForecastDetail_1_0>/);

    const first = await importGrantsFile(db, await write('first.xml', withRecords(extract61, [forecast])));
    expect(first).toMatchObject({ read: 62, inserted: 62, skipped: 0 });
    expect(await versionCount()).toBe(0);

    // The funder's next extract: the forecast is posted (as Grants.gov does, the same OpportunityID as a synopsis
    // with a close date and a new version); the other three records change in place.
    const posted = forecast
      .replaceAll('OpportunityForecastDetail_1_0', 'OpportunitySynopsisDetail_1_0')
      .replace('<Version>Forecast 1</Version>', '<Version>Synopsis 1</Version>')
      .replace('<AwardCeiling>', '<CloseDate>12312030</CloseDate>\n        <AwardCeiling>');
    let next = editRecord(extract61, '332976', '<CloseDate>12312030</CloseDate>', '<CloseDate>06302031</CloseDate>');
    next = editRecord(next, '339853', '<AwardCeiling>3000000</AwardCeiling>', '<AwardCeiling>4500000</AwardCeiling>');
    next = editRecord(
      next,
      '345083',
      'melissa_a_jacobi@nps.gov</GrantorContactEmail>',
      'grants@nps.gov</GrantorContactEmail>',
    );
    const nextFile = await write('next.xml', withRecords(next, [posted]));

    const told: GrantChange[] = [];
    const second = await importGrantsFile(db, nextFile, {
      onBatchCommitted: (_ids, changes) => void told.push(...changes),
    });
    expect(second).toMatchObject({ read: 62, inserted: 0, updated: 4, unchanged: 58, skipped: 0 });

    const [closeMoved, ceilingRaised, contactOnly, forecastId] = await Promise.all(
      ['332976', '339853', '345083', FORECAST_ID].map(grantIdOf),
    );
    const expected = {
      [closeMoved!]: { closeDate: ['2030-12-31', '2031-06-30'] },
      [ceilingRaised!]: { awardCeiling: [3_000_000, 4_500_000] },
      [forecastId!]: { closeDate: [null, '2030-12-31'], status: ['forecasted', 'posted'] },
    };
    const stored = await db.select().from(grantVersions);
    expect(Object.fromEntries(stored.map((v) => [v.grantId, v.changes]))).toEqual(expected);
    expect(stored.map((v) => v.version)).toEqual([2, 2, 2]);
    expect(stored.some((v) => v.grantId === contactOnly)).toBe(false);
    // The importer hands the same versions to its caller (grant.updated is told from them).
    expect(Object.fromEntries(told.map((c) => [c.grantId, c.changes]))).toEqual(expected);
    expect(told.map((c) => [c.version, c.changedAt])).toEqual(
      stored.map((v) => [v.version, v.changedAt.toISOString()]),
    );
    const [contact] = await db.select({ contact: grants.contact }).from(grants).where(eq(grants.id, contactOnly!));
    expect(contact?.contact?.email).toBe('grants@nps.gov');

    // The same file again: nothing written, no version, every grant as it was.
    const before = await catalog();
    const again = await importGrantsFile(db, nextFile, {
      onBatchCommitted: (_ids, changes) => void told.push(...changes),
    });
    expect(again).toMatchObject({ read: 62, inserted: 0, updated: 0, unchanged: 62 });
    expect(told).toHaveLength(3);
    expect(await versionCount()).toBe(3);
    expect(await catalog()).toEqual(before);

    // A further move of the same close date is that grant's version 3, its earlier version kept.
    const later = editRecord(next, '332976', '<CloseDate>06302031</CloseDate>', '<CloseDate>09302031</CloseDate>');
    await importGrantsFile(db, await write('later.xml', withRecords(later, [posted])));
    const moves = await db
      .select({ version: grantVersions.version, changes: grantVersions.changes })
      .from(grantVersions)
      .where(inArray(grantVersions.grantId, [closeMoved!]))
      .orderBy(asc(grantVersions.version));
    expect(moves).toEqual([
      { version: 2, changes: { closeDate: ['2030-12-31', '2031-06-30'] } },
      { version: 3, changes: { closeDate: ['2031-06-30', '2031-09-30'] } },
    ]);
  });
});
