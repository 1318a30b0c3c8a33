// Parser tests against the real 30-record Grants.gov extract and small hand-made extracts.
import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { GrantInput } from '../types';
import { EXTRACT } from '~/server/testing/fixtures';
import { cleanText } from './clean-text';
import { ExtractLimitError, parseGrantsGovXml, type ParsedRecord } from './parser';

const NS = 'http://apply.grants.gov/system/OpportunityDetail-V1.0';

async function collect(source: Parameters<typeof parseGrantsGovXml>[0]): Promise<ParsedRecord[]> {
  const out: ParsedRecord[] = [];
  for await (const record of parseGrantsGovXml(source)) out.push(record);
  return out;
}

function grantsOf(records: ParsedRecord[]): GrantInput[] {
  return records.map((r) => {
    if (!r.ok) throw new Error(`record ${r.index} skipped: ${r.reason}`);
    return r.grant;
  });
}

function extract(...records: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Grants xmlns="${NS}">\n${records.join('\n')}\n</Grants>\n`;
}

function synopsis(fields: Record<string, string | string[]>, kind = 'OpportunitySynopsisDetail_1_0'): string {
  const body = Object.entries(fields)
    .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `<${name}>${v}</${name}>`))
    .join('');
  return `<${kind}>${body}</${kind}>`;
}

const BASE = {
  OpportunityID: '1001',
  OpportunityTitle: 'Test grant',
  PostDate: '01152026',
  Version: 'Synopsis 1',
};

describe('parseGrantsGovXml on the real extract', async () => {
  const records = await collect(createReadStream(EXTRACT));
  const grants = grantsOf(records);
  const byId = (id: string) => {
    const g = grants.find((x) => x.sourceId === id);
    if (!g) throw new Error(`no grant ${id}`);
    return g;
  };

  it('reads all 30 records, 24 synopses and 6 forecasts', () => {
    expect(records).toHaveLength(30);
    expect(new Set(grants.map((g) => g.sourceId)).size).toBe(30);
    expect(grants.filter((g) => g.isForecast)).toHaveLength(6);
    expect(grants.every((g) => g.source === 'grants.gov' && g.currency === 'USD')).toBe(true);
  });

  it('maps a synopsis with a doubly escaped description (NSF Computational Mathematics)', () => {
    const g = byId('278447');
    expect(g).toMatchObject({
      sourceVersion: 17,
      opportunityNumber: 'PD-16-1271',
      title: 'Computational Mathematics',
      agency: 'U.S. National Science Foundation',
      agencyCode: 'NSF',
      isForecast: false,
      postedDate: '2015-08-13',
      closeDate: '2026-12-01',
      archiveDate: '2031-12-31',
      awardFloor: 1,
      awardCeiling: 1200000,
      estimatedTotalFunding: 18000000,
      expectedAwards: null,
      categories: ['Science and Technology and other Research and Development'],
      fundingInstruments: ['Grant'],
      assistanceListings: [{ number: '47.049', title: null }],
      costSharing: false,
      eligibilityNotes: null,
      url: 'http://www.nsf.gov/funding/pgm_summ.jsp?pims_id=5390',
      contact: {
        name: null,
        email: 'grantsgovsupport@nsf.gov',
        phone: null,
        text: 'NSF grants.gov support\ngrantsgovsupport@nsf.gov',
      },
    });
    expect(g.eligibleApplicantTypes).toEqual([
      'Unrestricted (i.e., open to any type of entity above), subject to any clarification in text field entitled "Additional Information on Eligibility"',
    ]);
    expect(g.description).toMatch(/^Supports mathematical research in areas where computation plays/);
    // &amp;quot; in the XML is a quote in the text.
    expect(g.description).toContain(
      'program solicitation "Conferences and Workshops in the Mathematical Sciences" (link below)',
    );
    expect(g.description).toMatch(/will be returned without review\.$/);
  });

  it('maps a forecast (AFCP Large Grants Program, Cambodia)', () => {
    const g = byId('322314');
    expect(g).toMatchObject({
      sourceVersion: 2,
      opportunityNumber: 'PAS-CB-600-20-PAS-0003',
      title: 'Ambassadors Fund for Cultural Preservation Large Grants Program',
      agency: 'U.S. Mission to Cambodia',
      agencyCode: 'DOS-KHM',
      isForecast: true,
      postedDate: '2019-11-08',
      closeDate: null,
      archiveDate: null,
      awardFloor: 200000,
      awardCeiling: 800000,
      estimatedTotalFunding: null,
      expectedAwards: null,
      categories: ['Other'],
      fundingInstruments: ['Grant'],
      eligibleApplicantTypes: [
        'Others (see text field entitled "Additional Information on Eligibility" for clarification)',
      ],
      assistanceListings: [{ number: '19.025', title: null }],
      costSharing: false,
      url: 'https://kh.usembassy.gov/call-for-proposals-ambassadors-fund-for-cultural-preservation-2020-large-grants-program-deadline-december-15-2019/',
      contact: {
        name: 'U.S. Embassy Phnom Penh Public Affairs Section',
        email: 'PASPhnomPenh@state.gov',
        phone: '855-23728048',
        text: null,
      },
    });
    expect(g.description).toMatch(/^FUNDING AREAS - SPECIFIC TO THE AFCP 2019 ANNUAL COMPETITION The AFCP Large Grant/);
    // &amp;#183; is a middle dot; the double spaces around it collapse.
    expect(g.description).toContain(
      'additional consideration in FY 2019: \u00b7 U.S. treaty or bilateral agreement obligations',
    );
    expect(g.eligibilityNotes).toMatch(
      /^AFCP defines eligible project applicants as reputable and accountable non-commercial entities/,
    );
  });

  it('maps repeated EligibleApplicants and CFDANumbers, keeping file order', () => {
    const g = byId('353461');
    expect(g.title).toBe(
      'Mentored Patient-Oriented Research Career Development Award (Parent K23 Independent Clinical Trial Not Allowed)',
    );
    expect(g.agency).toBe('National Institutes of Health');
    expect(g.opportunityNumber).toBe('PA-24-185');
    expect(g.sourceVersion).toBe(2);
    expect([g.postedDate, g.closeDate, g.archiveDate]).toEqual(['2024-04-09', '2027-05-07', '2027-06-06']);
    expect(g.categories).toEqual([
      'Education',
      'Environment',
      'Food and Nutrition',
      'Health',
      'Income Security and Social Services',
    ]);
    expect(g.eligibleApplicantTypes).toHaveLength(15);
    expect(g.eligibleApplicantTypes.slice(0, 3)).toEqual([
      'State governments',
      'County governments',
      'City or township governments',
    ]);
    expect(g.eligibleApplicantTypes.at(-1)).toBe(
      'Others (see text field entitled "Additional Information on Eligibility" for clarification)',
    );
    expect(g.assistanceListings).toHaveLength(23);
    expect(g.assistanceListings.slice(0, 3)).toEqual([
      { number: '93.113', title: null },
      { number: '93.121', title: null },
      { number: '93.173', title: null },
    ]);
    expect(g.assistanceListings.at(-1)).toEqual({ number: '93.866', title: null });
    expect(g.awardFloor).toBeNull();
    expect(g.awardCeiling).toBeNull();
    expect(g.contact?.text).toBe('NIH Grants Information\ngrantsinfo@nih.gov');
  });

  it('maps award floor, ceiling, total funding and expected awards (NIOSH construction center)', () => {
    const g = byId('345738');
    expect(g).toMatchObject({
      title: 'National Center for Construction Safety and Health Research and Translation (U54)',
      agency: 'Centers for Disease Control and Prevention - ERA',
      agencyCode: 'HHS-CDC-HHSCDCERA',
      opportunityNumber: 'RFA-OH-24-001',
      sourceVersion: 3,
      postedDate: '2023-09-13',
      closeDate: '2026-12-01',
      archiveDate: '2026-12-31',
      awardFloor: 3000000,
      awardCeiling: 5750000,
      estimatedTotalFunding: 28750000,
      expectedAwards: 1,
      fundingInstruments: ['Cooperative Agreement'],
      categories: ['Health'],
      assistanceListings: [{ number: '93.262', title: null }],
      eligibilityNotes: 'N/A',
      url: 'https://grants.nih.gov/grants/guide/rfa-files/RFA-OH-24-001.html',
      contact: { name: null, email: 'sic7@cdc.gov', phone: null, text: 'Sharon Chiou\nProgram Officer\n304-285-6029' },
    });
    expect(g.eligibleApplicantTypes).toHaveLength(14);
    expect(g.eligibleApplicantTypes).not.toContain(
      'Others (see text field entitled "Additional Information on Eligibility" for clarification)',
    );
    expect(g.description).toContain('the anticipated impacts of the Center\u2019s proposed work');
  });

  it('decodes escaped entities in titles, URLs and descriptions', () => {
    expect(byId('315723').title).toBe("Small Grant Program in the People's Republic of China");
    expect(byId('300997').title).toBe(
      'EONS 2018: Appendix E Minority University Research and Education Project (MUREP) for Sustainability and Innovation Collaborative \u2013 (MUSIC)',
    );
    expect(byId('337460').title).toBe('Notice of Intent: Program to End Modern Slavery FY 2022');
    expect(byId('337460').url).toBe(
      'https://mygrants.servicenowservices.com/overseas?id=&table=x_g_usd4_d_grant_funding_opportunity&sys_id=55eee95087544ed01b4742270cbb35c9&view=Default',
    );
    const sc = byId('363993');
    expect(sc.description).toContain('Isotope R&D and Production.');
    expect(sc.fundingInstruments).toEqual(['Cooperative Agreement', 'Grant', 'Other', 'Procurement Contract']);
    expect([sc.awardFloor, sc.awardCeiling, sc.estimatedTotalFunding]).toEqual([5000, 10000000, 400000000]);
    for (const g of grants) {
      for (const text of [g.title, g.description, g.eligibilityNotes, g.contact?.text]) {
        expect(text ?? '').not.toMatch(/<[a-z/]|&[a-z#0-9]+;/i);
      }
    }
  });

  it('keeps Grants.gov placeholder values as they are', () => {
    const g = byId('337460');
    expect([g.awardFloor, g.awardCeiling, g.expectedAwards, g.closeDate]).toEqual([0, 0, 0, '2099-01-01']);
    expect(grants.filter((x) => x.costSharing === true)).toHaveLength(2);
  });

  it('gives the same records when the file arrives in tiny chunks', async () => {
    const bytes = readFileSync(EXTRACT);
    const chunks = async function* () {
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    };
    expect(await collect(chunks())).toEqual(records);
  });
});

describe('parseGrantsGovXml field rules', () => {
  it('turns doubly escaped HTML into clean text with paragraphs and bullets', async () => {
    const html =
      '&amp;lt;h2&amp;gt;Purpose&amp;lt;/h2&amp;gt;&amp;lt;p&amp;gt;Fund&amp;amp;nbsp;local&amp;nbsp;&amp;nbsp; ' +
      '&amp;lt;b&amp;gt;arts&amp;lt;/b&amp;gt; &amp;amp;amp; culture.&amp;lt;br/&amp;gt;Second line&amp;lt;/p&amp;gt;' +
      '&amp;lt;p&amp;gt;&amp;lt;/p&amp;gt;&amp;lt;p&amp;gt;&amp;lt;/p&amp;gt;' +
      '&amp;lt;ul&amp;gt;&amp;lt;li&amp;gt;&amp;lt;p&amp;gt;One&amp;lt;/p&amp;gt;&amp;lt;/li&amp;gt;&amp;lt;li&amp;gt;Two &amp;lt;a href="x"&amp;gt;link&amp;lt;/a&amp;gt;&amp;lt;/li&amp;gt;&amp;lt;/ul&amp;gt;' +
      '&amp;lt;div&amp;gt;Caf&amp;#233; &amp;#8220;quoted&amp;#8221;&amp;lt;/div&amp;gt;';
    const [r] = await collect(Readable.from([extract(synopsis({ ...BASE, Description: html }))]));
    expect(r?.ok && r.grant.description).toBe(
      'Purpose\n\nFund local arts & culture.\nSecond line\n\n- One\n- Two link\n\nCaf\u00e9 \u201cquoted\u201d',
    );
  });

  it('accepts singly escaped HTML and plain text with line breaks', () => {
    expect(cleanText('<p>One</p><p>Two<br>Three</p>')).toBe('One\n\nTwo\nThree');
    expect(cleanText('Line one\n\n\n\nLine   two\r\n  ')).toBe('Line one\n\nLine two');
    expect(cleanText('   ')).toBeNull();
    expect(cleanText('<p> </p>')).toBeNull();
  });

  it('parses versions, amounts, flags and URLs', async () => {
    const records = grantsOf(
      await collect(
        Readable.from([
          extract(
            synopsis({
              ...BASE,
              Version: 'Synopsis 12',
              AwardFloor: '$1,000.40',
              AwardCeiling: 'none',
              EstimatedTotalProgramFunding: '',
              ExpectedNumberOfAwards: 'TBD',
              CostSharingOrMatchingRequirement: 'Yes',
              AdditionalInformationURL: 'javascript:alert(1)',
              FundingInstrumentType: ['G', 'CA', 'G', 'ZZ'],
              EligibleApplicants: ['99', '99'],
              CFDANumbers: [' 10.001 ', ''],
            }),
            synopsis({ ...BASE, OpportunityID: '1002', Version: '', AdditionalInformationURL: 'www.example.gov/x' }),
            synopsis(
              { ...BASE, OpportunityID: '1003', AdditionalInformationURL: 'https://example.gov/a?b=1&amp;amp;c=2' },
              'OpportunityForecastDetail_1_0',
            ),
          ),
        ]),
      ),
    );
    expect(records[0]).toMatchObject({
      sourceVersion: 12,
      awardFloor: 1000,
      awardCeiling: null,
      estimatedTotalFunding: null,
      expectedAwards: null,
      costSharing: true,
      url: null,
      closeDate: null,
      fundingInstruments: ['Grant', 'Cooperative Agreement', 'ZZ'],
      assistanceListings: [{ number: '10.001', title: null }],
      contact: null,
      description: null,
    });
    expect(records[0]?.eligibleApplicantTypes).toHaveLength(1);
    expect(records[1]).toMatchObject({ sourceVersion: 1, url: null, costSharing: null, isForecast: false });
    expect(records[2]).toMatchObject({ isForecast: true, url: 'https://example.gov/a?b=1&c=2' });
  });

  it('skips records with an invalid date or no OpportunityID or title, with a reason', async () => {
    const records = await collect(
      Readable.from([
        extract(
          synopsis({ ...BASE, OpportunityID: '2001', CloseDate: '02302026' }),
          synopsis({ ...BASE, OpportunityID: '2002', PostDate: '2026-01-15' }),
          synopsis({ ...BASE, OpportunityID: '' }),
          synopsis({ ...BASE, OpportunityID: '2004', OpportunityTitle: '  ' }),
          synopsis({ ...BASE, OpportunityID: '2005' }),
          synopsis({ ...BASE, OpportunityID: '2006' }, 'SomethingElse_1_0'),
        ),
      ]),
    );
    expect(records.map((r) => (r.ok ? r.grant.sourceId : r))).toEqual([
      { ok: false, index: 1, opportunityId: '2001', reason: 'invalid CloseDate "02302026" (expected MMDDYYYY)' },
      { ok: false, index: 2, opportunityId: '2002', reason: 'invalid PostDate "2026-01-15" (expected MMDDYYYY)' },
      { ok: false, index: 3, opportunityId: null, reason: 'missing OpportunityID' },
      { ok: false, index: 4, opportunityId: '2004', reason: 'missing OpportunityTitle' },
      '2005',
      { ok: false, index: 6, opportunityId: '2006', reason: 'unknown record element <SomethingElse_1_0>' },
    ]);
  });

  it('decodes multi-byte UTF-8 split across chunks', async () => {
    const bytes = Buffer.from(extract(synopsis({ ...BASE, OpportunityTitle: 'Caf\u00e9 \u2013 \u{1F331} seeds' })));
    const chunks = [...Array(bytes.length).keys()].map((i) => bytes.subarray(i, i + 1));
    const [r] = await collect(Readable.from(chunks));
    expect(r?.ok && r.grant.title).toBe('Caf\u00e9 \u2013 \u{1F331} seeds');
  });

  it('yields records while the file is still being read', async () => {
    let chunksRead = 0;
    const source = async function* () {
      yield `<?xml version="1.0"?><Grants xmlns="${NS}">`;
      for (let i = 0; i < 10_000; i++) {
        chunksRead++;
        yield synopsis({ ...BASE, OpportunityID: String(i) });
      }
      yield '</Grants>';
    };
    let seen = 0;
    let chunksAtFirst = -1;
    for await (const r of parseGrantsGovXml(source())) {
      if (seen++ === 0) chunksAtFirst = chunksRead;
      expect(r.ok).toBe(true);
    }
    expect(seen).toBe(10_000);
    expect(chunksAtFirst).toBe(1);
  });
});

describe('parseGrantsGovXml errors', () => {
  const fails = (text: string | Buffer) => collect(Readable.from([text]));

  it('rejects a truncated file with the line it ends on', async () => {
    const bytes = readFileSync(EXTRACT);
    const cut = bytes.subarray(0, bytes.indexOf('<OpportunityID>363993') + 40);
    const line = cut.toString('utf8').split('\n').length;
    await expect(fails(cut)).rejects.toThrow(
      `Truncated XML at line ${line}: the file ends inside record 13 (OpportunityID 363993) before </Grants>`,
    );
  });

  it('rejects a file whose root is not <Grants>', async () => {
    await expect(fails('<!DOCTYPE html>\n<html><body><p>Maintenance</p></body></html>')).rejects.toThrow(
      'Not a Grants.gov extract: root element is <html>',
    );
    await expect(fails('%PDF-1.7 binary stuff')).rejects.toThrow(/^Not a Grants.gov extract: not XML \(line 1: /);
    await expect(fails('')).rejects.toThrow('Not a Grants.gov extract: no root element found');
  });

  it('rejects malformed XML with a one-line message', async () => {
    const bad = extract(synopsis(BASE)).replace('</OpportunityTitle>', '</OpportunityTitel>');
    const err = await fails(bad).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^Malformed XML at line 3: unexpected close tag/);
    expect((err as Error).message).not.toContain('\n');
  });
});

describe('parseGrantsGovXml caps (docs/catalog.md#verification)', () => {
  it('refuses a field past its cap: a 4 KiB title, a 100 KiB description, a record count', async () => {
    const long = (n: number) => 'x'.repeat(n);
    await expect(
      collect(Readable.from([extract(synopsis({ ...BASE, OpportunityTitle: long(4096) }))])),
    ).resolves.toHaveLength(1);
    await expect(
      collect(Readable.from([extract(synopsis({ ...BASE, OpportunityTitle: long(4097) }))])),
    ).rejects.toThrow(
      new ExtractLimitError(
        'record 1 (OpportunityID 1001): <OpportunityTitle> is longer than 4096 characters, the cap of that field',
      ),
    );
    const description = extract(synopsis({ ...BASE, Description: long(100 * 1024 + 1) }));
    await expect(collect(Readable.from([description]))).rejects.toThrow(
      /<Description> is longer than 102400 characters, the cap of that field$/,
    );
    const three = extract(
      synopsis(BASE),
      synopsis({ ...BASE, OpportunityID: '1002' }),
      synopsis({ ...BASE, OpportunityID: '1003' }),
    );
    const records: ParsedRecord[] = [];
    await expect(
      (async () => {
        for await (const r of parseGrantsGovXml(Readable.from([three]), { maxRecords: 2 })) records.push(r);
      })(),
    ).rejects.toThrow('the extract holds more than 2 records');
  });

  it('refuses a record of too many fields (one repeated 2,001 times) and elements nested deeper than a record', async () => {
    const many = (n: number) => extract(synopsis({ ...BASE, CFDANumbers: Array.from({ length: n }, () => '10.001') }));
    // BASE's four fields and the repeated one: at the cap, read; one more, refused.
    await expect(collect(Readable.from([many(2_000 - 4)]))).resolves.toHaveLength(1);
    await expect(collect(Readable.from([many(2_000 - 3)]))).rejects.toThrow(
      new ExtractLimitError('record 1 (OpportunityID 1001): more than 2000 fields'),
    );
    const nested = extract(synopsis({ ...BASE, Description: '<p><b>deep</b></p>' }));
    await expect(collect(Readable.from([nested]))).rejects.toThrow(
      new ExtractLimitError("record 1: elements nested deeper than a Grants.gov record's (<b>)"),
    );
  });

  it('stops reading a 10 MB description soon after its cap, without buffering the rest', async () => {
    const CHUNK = 64 * 1024;
    let fed = 0;
    async function* source() {
      yield `<?xml version="1.0"?><Grants xmlns="${NS}"><OpportunitySynopsisDetail_1_0><OpportunityID>1</OpportunityID><Description>`;
      for (let i = 0; i < (10 * 1024 * 1024) / CHUNK; i++) {
        fed += CHUNK;
        yield 'A'.repeat(CHUNK);
      }
      yield '</Description></OpportunitySynopsisDetail_1_0></Grants>';
    }
    await expect(collect(source())).rejects.toThrow(
      /^record 1 \(OpportunityID 1\): <Description> is longer than 102400/,
    );
    expect(fed).toBeLessThan(512 * 1024);
  });
});
