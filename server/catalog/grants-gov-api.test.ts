// The Grants.gov REST API source against a local server replaying the recorded answers of api.grants.gov: the mapping
// of the recorded fetchOpportunity answer, paging over the recorded search2 pages, isCurrent, and every failure.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { ParsedRecord } from '../grants/grants-gov/parser';
import { parseGrantsGovXml } from '../grants/grants-gov/parser';
import { type GrantsGovApiOptions, readGrantsGovApi, type SearchHit } from './grants-gov-api';
import {
  type GrantsGovApiServer,
  type GrantsGovApiServerOptions,
  recordedAnswers,
  recordedHits,
  startGrantsGovApiServer,
} from './testing/grants-gov-api-server';

const RECORDED_ID = '363179';

let server: GrantsGovApiServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(options?: GrantsGovApiServerOptions): Promise<GrantsGovApiServer> {
  server = await startGrantsGovApiServer(options);
  return server;
}

async function read(
  s: GrantsGovApiServer,
  options: Partial<GrantsGovApiOptions> = {},
): Promise<{ records: ParsedRecord[]; hits: SearchHit[] }> {
  const records: ParsedRecord[] = [];
  const hits: SearchHit[] = [];
  const isCurrent = options.isCurrent ?? ((hit: SearchHit) => hit.sourceId !== RECORDED_ID);
  for await (const record of readGrantsGovApi({
    baseUrl: s.baseUrl,
    timeoutMs: 2000,
    retryDelayMs: 1,
    ...options,
    isCurrent: async (hit) => {
      hits.push(hit);
      return isCurrent(hit);
    },
  })) {
    records.push(record);
  }
  return { records, hits };
}

const count = (s: GrantsGovApiServer, endpoint: string) => s.requests.filter((r) => r.endpoint === endpoint).length;

describe('the recorded fetchOpportunity answer', () => {
  it('is replayed byte for byte, as vendored from the capture (formatters must leave testdata alone)', async () => {
    const dir = path.join(import.meta.dirname, 'testdata', 'grants-gov-api');
    const sha256 = (file: string) =>
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex');
    expect(
      [
        '00-api-grants-gov-v1-api-search2.json',
        '01-api-grants-gov-v1-api-search2.json',
        '02-api-grants-gov-v1-api-search2.json',
        '03-api-grants-gov-v1-api-search2.json',
        '04-api-grants-gov-v1-api-search2.json',
        '05-api-grants-gov-v1-api-fetchopportunity.json',
      ].map(sha256),
    ).toEqual([
      'ec4882912ade95b3792e2d33aba745c70b038e523f29a3c381d0ebb56788a47a',
      'd4ff220de1572ef455208263649b785bed0cbfacdc64b48c003fdffeac53cf8d',
      '99b35f2bca62d19a21a5465084cf435366085b1c040d02ffe7ce7b5aafcf73fe',
      'f432bc5fddffd4e74615ad558d22005126ab50358edf5f825931cd1b995b9028',
      'ad4de87b0c9d73d032e08ff25f51a3f12a8ca638fe611d093ec9771009b1fa67',
      '17796f95fa8e5f3984415d44c3f618b5e2af94c2425fdf6d017edfdc3c41b040',
    ]);
    const s = await start();
    const res = await fetch(`${s.baseUrl}/v1/api/fetchOpportunity`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ opportunityId: 363179 }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(
      readFileSync(path.join(dir, '05-api-grants-gov-v1-api-fetchopportunity.json'), 'utf8'),
    );
  });

  it('maps opportunity 363179 field by field to the record the extract parser yields', async () => {
    const s = await start();
    const { records } = await read(s);
    const { json } = recordedAnswers().opportunity;
    const data = json.data as Record<string, unknown>;
    expect(data.docType).toBe('synopsis');

    expect(records).toEqual([
      {
        ok: true,
        grant: {
          source: 'grants.gov',
          sourceId: '363179', // data.id
          sourceVersion: 1, // synopsis.version
          opportunityNumber: 'NTIA-PWSCIF-26-01',
          // "… Program &ndash; Solutions …": the entity decoded.
          title: 'Public Wireless Supply Chain Innovation Fund Grant Program – Solutions for AI-Native RAN',
          // agencyDetails.agencyName, cut at 50 characters by Grants.gov; synopsis.agencyName holds a person.
          agency: 'National Telecommunications and Information Admini',
          agencyCode: 'DOC-NTIA',
          isForecast: false,
          postedDate: '2026-07-14', // postingDateStr 2026-07-14-00-00-00
          closeDate: '2026-09-09', // responseDateStr 2026-09-09-00-00-00
          archiveDate: '2026-10-09', // archiveDateStr 2026-10-09-00-00-00
          awardFloor: null, // "none"
          awardCeiling: null, // "none"
          estimatedTotalFunding: null, // no estimatedFunding in the answer
          expectedAwards: 3, // numberOfAwards "3"
          currency: 'USD',
          categories: ['Science and Technology and other Research and Development'], // ST
          fundingInstruments: ['Grant'], // G
          // 25
          eligibleApplicantTypes: [
            'Others (see text field entitled "Additional Information on Eligibility" for clarification)',
          ],
          assistanceListings: [{ number: '11.038', title: null }],
          costSharing: true,
          // "<p>…&nbsp;</p>": tags and the trailing no-break space gone.
          description:
            'This NOFO is the fourth issued under NTIA’s Public Wireless Supply Chain Innovation Fund (PWSCIF or Innovation Fund). Titled “Solutions for AI-Native RAN,” the goal of this NOFO is to support the development of a secure compute environment to enable or leverage native artificial intelligence (“AI”) capabilities in the Radio Access Network (RAN) that generate revenue for operators, cost savings, and innovative third-party services, and demonstrate a business case for one or more services that leverage these capabilities, accelerating commercial deployments and the export of open, interoperable, and secure equipment.',
          eligibilityNotes:
            'Applicants must demonstrate they are capable of developing and commercially selling and/or deploying a solution that leverages a secure compute environment to enable native AI capabilities in the RAN. The applicant must be organized under the laws of the United States or a State thereof, with its principal place of business in the United States. Eligibility requirements can be found in Section 2.2',
          url: null,
          // agencyContactDesc "Shanell Williams\r\nShanell.williams@nist.gov"; a synopsis has no contact name or phone.
          contact: {
            name: null,
            email: 'Shanell.williams@nist.gov',
            phone: null,
            text: 'Shanell Williams\nShanell.williams@nist.gov',
          },
        },
      },
    ]);
  });

  it('gives the same record as the extract parser given the same opportunity in the extract’s elements', async () => {
    // No opportunity is both in the recorded answers and in the repository's extracts: this is the recorded answer
    // written out as the extract writes a synopsis (text escaped once more inside the XML, dates MMDDYYYY).
    const s = await start();
    const { records } = await read(s);
    const { json } = recordedAnswers().opportunity;
    const syn = (json.data as { synopsis: Record<string, unknown> }).synopsis;
    const xmlEscape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const fields: [string, string][] = [
      [
        'OpportunityTitle',
        xmlEscape('Public Wireless Supply Chain Innovation Fund Grant Program &ndash; Solutions for AI-Native RAN'),
      ],
      ['OpportunityID', '363179'],
      ['OpportunityNumber', 'NTIA-PWSCIF-26-01'],
      ['OpportunityCategory', 'D'],
      ['FundingInstrumentType', 'G'],
      ['CategoryOfFundingActivity', 'ST'],
      ['CFDANumbers', '11.038'],
      ['EligibleApplicants', '25'],
      ['AdditionalInformationOnEligibility', xmlEscape(String(syn.applicantEligibilityDesc))],
      ['AgencyCode', 'DOC-NTIA'],
      ['AgencyName', 'National Telecommunications and Information Admini'],
      ['PostDate', '07142026'],
      ['CloseDate', '09092026'],
      ['LastUpdatedDate', '07142026'],
      ['AwardCeiling', 'none'],
      ['AwardFloor', 'none'],
      ['ExpectedNumberOfAwards', '3'],
      ['Description', xmlEscape(String(syn.synopsisDesc))],
      ['Version', 'Synopsis 1'],
      ['CostSharingOrMatchingRequirement', 'Yes'],
      ['ArchiveDate', '10092026'],
      ['GrantorContactEmail', 'Shanell.williams@nist.gov'],
      ['GrantorContactEmailDescription', 'Grantor Contact'],
      ['GrantorContactText', xmlEscape(String(syn.agencyContactDesc))],
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Grants xmlns="http://apply.grants.gov/system/OpportunityDetail-V1.0"><OpportunitySynopsisDetail_1_0>${fields.map(([n, v]) => `<${n}>${v}</${n}>`).join('')}</OpportunitySynopsisDetail_1_0></Grants>`;
    const fromExtract: ParsedRecord[] = [];
    for await (const r of parseGrantsGovXml(Readable.from([xml]))) fromExtract.push(r);
    expect(records).toEqual(fromExtract);
  });

  it('maps a forecast from its forecast part: no close date, its contact name and phone, its amounts', async () => {
    // No forecast detail was recorded: this answer is the recorded one with its synopsis turned into a forecast,
    // served for a forecasted hit of the recorded search.
    const forecastHit = recordedHits().find((h) => h.oppStatus === 'forecasted');
    const id = String(forecastHit?.id);
    const { json } = recordedAnswers().opportunity;
    const data = json.data as Record<string, unknown>;
    const { synopsisDesc, responseDate, responseDateStr, ...syn } = data.synopsis as Record<string, unknown>;
    expect([responseDate, responseDateStr]).toEqual(['Sep 09, 2026 12:00:00 AM EDT', '2026-09-09-00-00-00']);
    const forecast = {
      ...syn,
      forecastDesc: synopsisDesc,
      version: 2,
      estimatedFunding: '4500000',
      awardCeiling: '2000000',
      awardFloor: '0',
      costSharing: false,
      estApplicationResponseDate: 'Nov 01, 2026 12:00:00 AM EDT',
      fundingDescLinkUrl: 'https://www.ntia.gov/funding-programs',
      agencyContactName: 'Shanell Williams',
      // Without the short form, the long one is read.
      postingDateStr: undefined,
      postingDate: 'Aug 3, 2026 12:00:00 AM EDT',
    };
    const s = await start({
      opportunities: { [id]: { ...data, id: Number(id), docType: 'forecast', synopsis: undefined, forecast } },
    });
    const { records } = await read(s, { isCurrent: (h) => h.sourceId !== id });
    expect(count(s, 'fetchOpportunity')).toBe(1);
    expect(records).toHaveLength(1);
    const record = records[0];
    if (!record?.ok) throw new Error('forecast skipped');
    expect(record.grant).toMatchObject({
      sourceId: id,
      sourceVersion: 2,
      isForecast: true,
      postedDate: '2026-08-03',
      closeDate: null,
      archiveDate: '2026-10-09',
      awardFloor: 0,
      awardCeiling: 2000000,
      estimatedTotalFunding: 4500000,
      costSharing: false,
      url: 'https://www.ntia.gov/funding-programs',
      contact: {
        name: 'Shanell Williams',
        email: 'Shanell.williams@nist.gov',
        phone: '301-975-3007',
        text: 'Shanell Williams\nShanell.williams@nist.gov',
      },
    });
    expect(record.grant.description).toMatch(/^This NOFO is the fourth issued/);
  });

  it('skips an answer whose date cannot be read, with the reason, and goes on', async () => {
    const { json } = recordedAnswers().opportunity;
    const data = json.data as Record<string, unknown>;
    const posted = recordedHits().filter((h) => h.oppStatus === 'posted' && h.id !== RECORDED_ID);
    const badId = String(posted[0]?.id);
    const s = await start({
      opportunities: {
        [badId]: {
          ...data,
          id: Number(badId),
          synopsis: { ...(data.synopsis as object), responseDateStr: '2026-02-30-00-00-00' },
        },
      },
    });
    const { records } = await read(s, { isCurrent: (h) => h.sourceId !== RECORDED_ID && h.sourceId !== badId });
    expect(records.map((r) => r.ok)).toEqual(expect.arrayContaining([true, false]));
    expect(records.find((r) => !r.ok)).toMatchObject({
      ok: false,
      opportunityId: badId,
      reason: 'invalid responseDate "2026-02-30-00-00-00"',
    });
  });

  it('skips an answer past the extract parser’s caps (a 200 KiB description, 300 applicant types), with the reason', async () => {
    const { json } = recordedAnswers().opportunity;
    const data = json.data as Record<string, unknown>;
    const synopsis = data.synopsis as Record<string, unknown>;
    const posted = recordedHits().filter((h) => h.oppStatus === 'posted' && h.id !== RECORDED_ID);
    const [longId, listId] = [String(posted[0]?.id), String(posted[1]?.id)];
    const s = await start({
      opportunities: {
        [longId]: { ...data, id: Number(longId), synopsis: { ...synopsis, synopsisDesc: 'x'.repeat(200 * 1024) } },
        [listId]: {
          ...data,
          id: Number(listId),
          synopsis: {
            ...synopsis,
            applicantTypes: Array.from({ length: 300 }, (_, i) => ({ id: String(i), description: `type ${i}` })),
          },
        },
      },
    });
    const { records } = await read(s, {
      isCurrent: (h) => h.sourceId !== RECORDED_ID && h.sourceId !== longId && h.sourceId !== listId,
    });
    expect(records.filter((r) => !r.ok)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ opportunityId: longId, reason: 'its description is longer than 102400 characters' }),
        expect.objectContaining({ opportunityId: listId, reason: 'it lists more than 200 applicant types' }),
      ]),
    );
    expect(records.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe('paging search2', () => {
  it('reads the five recorded pages by startRecordNum and yields each of the 128 opportunities once', async () => {
    const s = await start();
    const { hits } = await read(s, { isCurrent: () => true });
    const searches = s.requests.filter((r) => r.endpoint === 'search2');
    expect(searches.map((r) => r.body.startRecordNum)).toEqual([0, 50, 100, 150, 200]);
    expect(searches.every((r) => r.body.rows === 50 && r.body.oppStatuses === 'forecasted|posted')).toBe(true);
    // 250 hits on the pages, 128 distinct opportunities: 114 posted, 14 forecasted (the data's README).
    expect(recordedHits()).toHaveLength(250);
    expect(hits).toHaveLength(128);
    expect(new Set(hits.map((h) => h.sourceId)).size).toBe(128);
    expect(hits.filter((h) => h.status === 'posted')).toHaveLength(114);
    expect(hits.filter((h) => h.status === 'forecasted')).toHaveLength(14);
    expect(count(s, 'fetchOpportunity')).toBe(0);
    expect(hits.find((h) => h.sourceId === RECORDED_ID)).toEqual({
      sourceId: RECORDED_ID,
      opportunityNumber: 'NTIA-PWSCIF-26-01',
      title: 'Public Wireless Supply Chain Innovation Fund Grant Program – Solutions for AI-Native RAN',
      agencyCode: 'DOC-NTIA',
      openDate: '2026-07-14',
      closeDate: '2026-09-09',
      status: 'posted',
    });
  });

  it('pages by the page size asked for, the last page short', async () => {
    const s = await start();
    const { hits } = await read(s, { isCurrent: () => true, pageSize: 100 });
    expect(s.requests.map((r) => [r.body.startRecordNum, r.body.rows])).toEqual([
      [0, 100],
      [100, 100],
      [200, 100],
    ]);
    expect(hits).toHaveLength(128);
  });

  it('fails on a hitCount larger than the pages hold instead of paging on', async () => {
    const s = await start({ hitCount: 808 });
    await expect(read(s, { isCurrent: () => true })).rejects.toThrow(
      'Grants.gov API search2 (records from 250) held 0 hits where hitCount 808 in pages of 50 means 50',
    );
    expect(count(s, 'search2')).toBe(6);
  });

  it('fails on a page holding more hits than hitCount leaves for it', async () => {
    const s = await start({ hitCount: 30 });
    await expect(read(s, { isCurrent: () => true })).rejects.toThrow(
      'Grants.gov API search2 (records from 0) held 50 hits where hitCount 30 in pages of 50 means 30',
    );
  });

  it('stops a hitCount that grows with every page at maxPages', async () => {
    const s = await start({ hitCount: 'growing' });
    await expect(read(s, { isCurrent: () => true, maxPages: 7 })).rejects.toThrow(
      'Grants.gov API search2 still had hits after 7 pages (350 of hitCount 400); stopped paging',
    );
    expect(count(s, 'search2')).toBe(7);
  });

  it('reads every page before fetching: a failing third page yields no record and fetches nothing', async () => {
    const s = await start();
    s.failNext('search2', { kind: 'status', status: 400 }, 1, 2);
    const records: ParsedRecord[] = [];
    const reading = (async () => {
      for await (const r of readGrantsGovApi({ baseUrl: s.baseUrl, timeoutMs: 2000 })) records.push(r);
    })();
    await expect(reading).rejects.toThrow('Grants.gov API search2 (records from 100) answered HTTP 400: "Bad Request"');
    expect(records).toEqual([]);
    expect(count(s, 'search2')).toBe(3);
    expect(count(s, 'fetchOpportunity')).toBe(0);
  });
});

describe('isCurrent', () => {
  it('fetches only the opportunities it calls not current, once each', async () => {
    const s = await start();
    const { hits, records } = await read(s, { isCurrent: (h) => h.sourceId !== RECORDED_ID });
    expect(hits).toHaveLength(128);
    expect(s.requests.filter((r) => r.endpoint === 'fetchOpportunity').map((r) => r.body)).toEqual([
      { opportunityId: 363179 },
    ]);
    expect(records).toHaveLength(1);
  });

  it('fetches nothing when everything is current', async () => {
    const s = await start();
    const { records } = await read(s, { isCurrent: async () => Promise.resolve(true) });
    expect(records).toEqual([]);
    expect(count(s, 'fetchOpportunity')).toBe(0);
    expect(count(s, 'search2')).toBe(5);
  });

  it('by default fetches every hit, failing on the first the API does not know', async () => {
    const s = await start();
    const first = String(recordedHits()[0]?.id);
    const records: ParsedRecord[] = [];
    const reading = (async () => {
      for await (const r of readGrantsGovApi({ baseUrl: s.baseUrl, timeoutMs: 2000, retryDelayMs: 1 })) {
        records.push(r);
      }
    })();
    await expect(reading).rejects.toThrow(
      `Grants.gov API fetchOpportunity ${first} answered HTTP 404: "No opportunity found for opportunityId ${first}"`,
    );
    expect(records).toEqual([]);
    // A 4xx is not retried.
    expect(count(s, 'fetchOpportunity')).toBe(1);
  });
});

describe('failures', () => {
  it('retries a 503 with backoff and then succeeds', async () => {
    const s = await start();
    s.failNext('search2', { kind: 'status', status: 503 });
    s.failNext('fetchOpportunity', { kind: 'status', status: 503 }, 2);
    const started = Date.now();
    const { records } = await read(s, { retries: 3, retryDelayMs: 20 });
    expect(records).toHaveLength(1);
    expect(s.requests.map((r) => r.endpoint)).toEqual([
      'search2',
      'search2',
      'search2',
      'search2',
      'search2',
      'search2',
      'fetchOpportunity',
      'fetchOpportunity',
      'fetchOpportunity',
    ]);
    // 20 ms before the search's retry, 20 + 40 ms before the fetch's two.
    expect(Date.now() - started).toBeGreaterThanOrEqual(80);
  });

  it('gives up on 5xx after its retries, naming the status and the attempts', async () => {
    const s = await start();
    s.failNext('search2', { kind: 'status', status: 502 }, 10);
    await expect(read(s, { retries: 2 })).rejects.toThrow(
      'Grants.gov API search2 (records from 0) failed: HTTP 502: "Bad Gateway" (3 attempts)',
    );
    expect(count(s, 'search2')).toBe(3);
  });

  it('fails on errorcode ≠ 0, quoting msg, without retrying', async () => {
    const s = await start();
    s.failNext('fetchOpportunity', { kind: 'errorcode', errorcode: 4, msg: 'Invalid token\nplease retry later' });
    await expect(read(s)).rejects.toThrow(
      'Grants.gov API fetchOpportunity 363179 answered errorcode 4: "Invalid token please retry later"',
    );
    expect(count(s, 'fetchOpportunity')).toBe(1);
  });

  it('fails on an HTML page with status 200', async () => {
    const s = await start();
    s.failNext('search2', { kind: 'html' });
    await expect(read(s)).rejects.toThrow(
      'Grants.gov API search2 (records from 0) answered an HTML page instead of JSON (HTTP 200)',
    );
    expect(count(s, 'search2')).toBe(1);
  });

  it('fails on a body that is not JSON', async () => {
    const s = await start();
    s.failNext('search2', { kind: 'garbage' });
    await expect(read(s)).rejects.toThrow(
      'Grants.gov API search2 (records from 0) answered a body that is not JSON (HTTP 200, 19 characters)',
    );
  });

  it('times out a stalled body, retries it, and fails with the timeout', async () => {
    const s = await start();
    s.failNext('fetchOpportunity', { kind: 'stall' }, 2);
    await expect(read(s, { timeoutMs: 300, retries: 1 })).rejects.toThrow(
      'Grants.gov API fetchOpportunity 363179 failed: no complete answer within 300 ms (CATALOG_SYNC_API_TIMEOUT_MS) (2 attempts)',
    );
    expect(count(s, 'fetchOpportunity')).toBe(2);
  });

  it('recovers from one stalled body', async () => {
    const s = await start();
    s.failNext('search2', { kind: 'stall' }, 1, 1);
    const { records } = await read(s, { timeoutMs: 300 });
    expect(records).toHaveLength(1);
    expect(s.requests.filter((r) => r.endpoint === 'search2').map((r) => r.body.startRecordNum)).toEqual([
      0, 50, 50, 100, 150, 200,
    ]);
  });

  it('fails on an answer for another opportunity than the one asked for', async () => {
    const { json } = recordedAnswers().opportunity;
    const other = String(recordedHits().find((h) => h.id !== RECORDED_ID)?.id);
    const s = await start({ opportunities: { [other]: json.data as Record<string, unknown> } });
    await expect(read(s, { isCurrent: (h) => h.sourceId !== other })).rejects.toThrow(
      `Grants.gov API fetchOpportunity ${other} answered opportunity 363179 instead`,
    );
  });

  it('fails with a network error when nothing listens', async () => {
    const s = await start();
    const { baseUrl } = s;
    await s.close();
    server = null;
    await expect(
      (async () => {
        for await (const _ of readGrantsGovApi({ baseUrl, timeoutMs: 1000, retries: 1, retryDelayMs: 1 })) void _;
      })(),
    ).rejects.toThrow(
      /^Grants\.gov API search2 \(records from 0\) failed: network error \(fetch failed: .*ECONNREFUSED.*\) \(2 attempts\)$/,
    );
  });

  it('stops when the signal aborts, without waiting out the retries', async () => {
    const s = await start();
    s.failNext('search2', { kind: 'status', status: 503 }, 10);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    await expect(read(s, { signal: controller.signal, retries: 5, retryDelayMs: 10_000 })).rejects.toThrow(
      'Grants.gov API search2 (records from 0) was cancelled',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
