// Streams a Grants.gov XML extract (OpportunityDetail-V1.0) into GrantInput records, one record in memory at a time.
//
// Field rules:
// - sourceVersion is the number in Version ("Synopsis 17" → 17); missing or without a number → 1.
// - Dates are MMDDYYYY. A missing or empty date is null; a date that is present but not a real calendar
//   date (PostDate, CloseDate, ArchiveDate) skips the record with a reason, since it drives the grant's status.
// - Forecasts keep closeDate null: their EstimatedSynopsisCloseDate is an estimate, not a deadline.
// - Amounts are whole dollars ("$1,200,000.00" → 1200000); empty, "none" or unreadable → null. Placeholder
//   values Grants.gov uses ("0", "1") are kept as they are.
// - Code lists become readable labels (codes.ts), deduplicated in file order.
// - Text fields are HTML-escaped once more inside the XML; cleanText/cleanLine undo that.
// - Caps (docs/catalog.md#verification): a field longer than its cap, or more records than maxRecords, fail the whole
//   file (ExtractLimitError), and no text run is buffered much past the largest cap.
import { SaxesParser } from 'saxes';
import type { AssistanceListing, GrantContact } from '~/db/schema';
import { categoryLabel, eligibleApplicantLabel, fundingInstrumentLabel } from '../codes';
import type { GrantInput } from '../types';
import { cleanLine, cleanText } from './clean-text';

export type ParsedRecord =
  | { ok: true; grant: GrantInput }
  /** index: 1-based position of the record in the file. */
  | { ok: false; index: number; opportunityId: string | null; reason: string };

const SYNOPSIS = 'OpportunitySynopsisDetail_1_0';
const FORECAST = 'OpportunityForecastDetail_1_0';

type Fields = Map<string, string[]>;

class RecordError extends Error {}

export interface ParserLimits {
  /** Records in the file (the real extract holds about 82,000). */
  maxRecords: number;
  /** Characters of Description (the real extract's longest is a few thousand). */
  maxDescriptionChars: number;
  /** Characters of the other prose fields (PROSE_FIELDS). */
  maxProseChars: number;
  /** Characters of any other field (ids, titles, dates, codes, URLs). */
  maxFieldChars: number;
}

export const DEFAULT_PARSER_LIMITS: ParserLimits = {
  maxRecords: 500_000,
  maxDescriptionChars: 100 * 1024,
  maxProseChars: 32 * 1024,
  maxFieldChars: 4 * 1024,
};

/** Free text besides Description: explanations and notes that run to a few thousand characters in the extract. */
const PROSE_FIELDS = new Set([
  'AdditionalInformationOnEligibility',
  'AdditionalInformationText',
  'CategoryExplanation',
  'CloseDateExplanation',
  'FundingActivityCategoryExplanation',
  'GrantorContactText',
]);

const FEED_SLICE = 64 * 1024;
/**
 * Fields in one record, repeated ones counted each time (the real extract's records hold a few dozen: an applicant
 * type or a listing number a field each), and the depth of elements: a record is flat, three levels below the root.
 */
const MAX_RECORD_FIELDS = 2_000;
const MAX_DEPTH = 4;

/** An extract past one of the parser's caps: not a file to import. */
export class ExtractLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractLimitError';
  }
}

/** Yields one ParsedRecord per record element; throws on malformed, truncated or non-extract XML. */
export async function* parseGrantsGovXml(
  stream: NodeJS.ReadableStream | AsyncIterable<Buffer | Uint8Array | string>,
  limits: Partial<ParserLimits> = {},
): AsyncGenerator<ParsedRecord> {
  const caps = { ...DEFAULT_PARSER_LIMITS, ...limits };
  const capOf = (name: string) =>
    name === 'Description'
      ? caps.maxDescriptionChars
      : PROSE_FIELDS.has(name)
        ? caps.maxProseChars
        : caps.maxFieldChars;
  const largestCap = Math.max(caps.maxDescriptionChars, caps.maxProseChars, caps.maxFieldChars);
  /** Characters fed since saxes last reported an event: a text run it is still buffering. */
  let sinceEvent = 0;
  const parser = new SaxesParser({ position: true });
  const ready: ParsedRecord[] = [];
  const decoder = new TextDecoder('utf-8');
  let depth = 0;
  let index = 0;
  let record: { kind: string; fields: Fields; count: number } | null = null;
  let field: { name: string; text: string } | null = null;
  let sawRoot = false;

  parser.on('opentag', (tag) => {
    sinceEvent = 0;
    const name = localName(tag.name);
    depth++;
    if (depth > MAX_DEPTH)
      throw new ExtractLimitError(`record ${index + 1}: elements nested deeper than a Grants.gov record's (<${name}>)`);
    if (depth === 1) {
      if (name !== 'Grants') throw new Error(`Not a Grants.gov extract: root element is <${tag.name}>`);
      sawRoot = true;
    } else if (depth === 2) {
      // The extract format before 2016 (<FundingOppSynopsis>, <FundingOppModSynopsis>, no namespace): one clear
      // refusal at its first record, before anything is written — not one "unknown record" per record.
      if (index === 0 && /^FundingOpp/.test(name)) {
        throw new Error(
          `This is the pre-2016 Grants.gov extract format (<${tag.name}> records): it is not supported; download a current extract (OpportunityDetail-V1.0) from Grants.gov`,
        );
      }
      if (index >= caps.maxRecords)
        throw new ExtractLimitError(`the extract holds more than ${caps.maxRecords} records`);
      record = { kind: name, fields: new Map(), count: 0 };
    } else if (depth === 3) {
      if (record && ++record.count > MAX_RECORD_FIELDS)
        throw new ExtractLimitError(`record ${index + 1}${openingId(record)}: more than ${MAX_RECORD_FIELDS} fields`);
      field = { name, text: '' };
    }
  });
  const onText = (text: string) => {
    sinceEvent = 0;
    if (!field) return;
    field.text += text;
    if (field.text.length > capOf(field.name)) fieldTooLong(field.name);
  };
  const fieldTooLong = (name: string): never => {
    throw new ExtractLimitError(
      `record ${index + 1}${record ? openingId(record) : ''}: <${name}> is longer than ${capOf(name)} characters, the cap of that field`,
    );
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    sinceEvent = 0;
    if (depth === 3 && field && record) {
      const values = record.fields.get(field.name);
      if (values) values.push(field.text);
      else record.fields.set(field.name, [field.text]);
      field = null;
    } else if (depth === 2 && record) {
      index++;
      ready.push(toParsedRecord(record.kind, record.fields, index));
      record = null;
    }
    depth--;
  });

  const feed = (text: string | null) => {
    try {
      if (text === null) parser.close();
      else {
        // saxes holds a text run until the next markup: fed in slices, a run longer than every cap is refused before
        // it grows on (a slice in which an event came counts whole, so the check allows one slice more).
        for (let at = 0; at < text.length; at += FEED_SLICE) {
          const slice = text.slice(at, at + FEED_SLICE);
          parser.write(slice);
          sinceEvent += slice.length;
          if (sinceEvent > (field ? capOf(field.name) : largestCap) + 2 * FEED_SLICE) {
            if (field) fieldTooLong(field.name);
            throw new ExtractLimitError(
              `record ${index + 1}: a text run is longer than ${largestCap} characters, the largest field cap`,
            );
          }
        }
      }
    } catch (err) {
      if (err instanceof ExtractLimitError) throw err;
      // saxes reports "line:column: message"; anything else was thrown by our own handlers.
      const at = err instanceof Error ? /^(\d+):\d+: (.*)$/s.exec(err.message) : null;
      if (!at) throw err;
      if (!sawRoot) throw new Error(`Not a Grants.gov extract: not XML (line ${at[1]}: ${at[2]})`, { cause: err });
      throw new Error(`Malformed XML at line ${at[1]}: ${at[2]}`, { cause: err });
    }
  };

  for await (const chunk of stream as AsyncIterable<Buffer | Uint8Array | string>) {
    feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    yield* ready.splice(0);
  }
  const rest = decoder.decode();
  if (rest) feed(rest);
  if (!sawRoot) throw new Error('Not a Grants.gov extract: no root element found');
  if (depth > 0) {
    const where = record ? ` inside record ${index + 1}${openingId(record)}` : '';
    throw new Error(`Truncated XML at line ${parser.line}: the file ends${where} before </Grants>`);
  }
  feed(null);
  yield* ready.splice(0);
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
}

function openingId(record: { fields: Fields }): string {
  const id = record.fields.get('OpportunityID')?.[0]?.trim();
  return id ? ` (OpportunityID ${id.slice(0, 40).replace(/[^\x20-\x7e]/g, '?')})` : '';
}

function toParsedRecord(kind: string, fields: Fields, index: number): ParsedRecord {
  const opportunityId = cleanLine(fields.get('OpportunityID')?.[0]);
  try {
    if (kind !== SYNOPSIS && kind !== FORECAST) throw new RecordError(`unknown record element <${kind}>`);
    if (!opportunityId) throw new RecordError('missing OpportunityID');
    return { ok: true, grant: toGrant(kind === FORECAST, opportunityId, fields) };
  } catch (err) {
    if (!(err instanceof RecordError)) throw err;
    return { ok: false, index, opportunityId, reason: err.message };
  }
}

function toGrant(isForecast: boolean, sourceId: string, fields: Fields): GrantInput {
  const one = (name: string): string | null => {
    const value = fields.get(name)?.[0]?.trim();
    return value ? value : null;
  };
  const all = (name: string): string[] => unique((fields.get(name) ?? []).map((v) => v.trim()).filter((v) => v !== ''));

  const title = cleanLine(one('OpportunityTitle'));
  if (!title) throw new RecordError('missing OpportunityTitle');

  const contact: GrantContact = {
    name: cleanLine(one('GrantorContactName')),
    email: cleanLine(one('GrantorContactEmail')),
    phone: cleanLine(one('GrantorContactPhoneNumber')),
    text: cleanText(one('GrantorContactText')),
  };

  return {
    source: 'grants.gov',
    sourceId,
    sourceVersion: parseVersion(one('Version')),
    opportunityNumber: cleanLine(one('OpportunityNumber')),
    title,
    agency: cleanLine(one('AgencyName')),
    agencyCode: cleanLine(one('AgencyCode')),
    isForecast,
    postedDate: parseDate('PostDate', one('PostDate')),
    closeDate: isForecast ? null : parseDate('CloseDate', one('CloseDate')),
    archiveDate: parseDate('ArchiveDate', one('ArchiveDate')),
    awardFloor: parseAmount(one('AwardFloor')),
    awardCeiling: parseAmount(one('AwardCeiling')),
    estimatedTotalFunding: parseAmount(one('EstimatedTotalProgramFunding')),
    expectedAwards: parseCount(one('ExpectedNumberOfAwards')),
    currency: 'USD',
    categories: unique(all('CategoryOfFundingActivity').map(categoryLabel)),
    fundingInstruments: unique(all('FundingInstrumentType').map(fundingInstrumentLabel)),
    eligibleApplicantTypes: unique(all('EligibleApplicants').map(eligibleApplicantLabel)),
    assistanceListings: all('CFDANumbers').map((number): AssistanceListing => ({ number, title: null })),
    costSharing: parseYesNo(one('CostSharingOrMatchingRequirement')),
    description: cleanText(one('Description')),
    eligibilityNotes: cleanText(one('AdditionalInformationOnEligibility')),
    url: parseUrl(one('AdditionalInformationURL')),
    contact: Object.values(contact).some((v) => v !== null) ? contact : null,
  };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export function parseVersion(value: string | null): number {
  const match = value ? /(\d+)\s*$/.exec(value) : null;
  const n = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 1;
}

function parseDate(name: string, value: string | null): string | null {
  if (value === null) return null;
  const m = /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (m) {
    const [, mm, dd, yyyy] = m as unknown as [string, string, string, string];
    const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
    const iso = `${yyyy}-${mm}-${dd}`;
    if (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso) return iso;
  }
  throw new RecordError(`invalid ${name} "${value}" (expected MMDDYYYY)`);
}

export function parseAmount(value: string | null): number | null {
  if (value === null) return null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const n = Math.round(Number(cleaned));
  return Number.isSafeInteger(n) ? n : null;
}

export function parseCount(value: string | null): number | null {
  const n = parseAmount(value);
  return n !== null && n <= 2_147_483_647 ? n : null;
}

export function parseYesNo(value: string | null): boolean | null {
  const v = value?.toLowerCase();
  return v === 'yes' || v === 'y' || v === 'true' ? true : v === 'no' || v === 'n' || v === 'false' ? false : null;
}

export function parseUrl(value: string | null): string | null {
  const candidate = cleanLine(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? candidate : null;
  } catch {
    return null;
  }
}
