// Reads the catalog from the Grants.gov REST API: pages through search2, fetches each new or changed opportunity with
// fetchOpportunity, and maps it to the record the extract parser yields, so one write path stores both sources.
// Every failure is one thrown ApiError with a one-line message the sync keeps as its reason, quoting nothing of an
// answer but Grants.gov's own short `msg`. Each answer is capped in size and time, the whole read has a deadline, and
// redirects are followed only as guardedFetch allows. Protocol, paging and field rules: docs/catalog.md, "The
// Grants.gov REST API source".
import type { AssistanceListing, GrantContact } from '~/db/schema';
import { categoryLabel, eligibleApplicantLabel, fundingInstrumentLabel } from '../grants/codes';
import { cleanLine, cleanText } from '../grants/grants-gov/clean-text';
import {
  DEFAULT_PARSER_LIMITS,
  type ParsedRecord,
  parseAmount,
  parseCount,
  parseUrl,
  parseVersion,
  parseYesNo,
} from '../grants/grants-gov/parser';
import type { GrantInput } from '../grants/types';
import { CatalogSyncError, remoteText, type CatalogSyncFailure } from './failure';
import { guardedFetch } from './guarded-fetch';

export type SearchHitStatus = 'forecasted' | 'posted' | 'closed' | 'archived';

/** One search2 hit, normalized (dates YYYY-MM-DD, text decoded); what isCurrent decides on. */
export interface SearchHit {
  sourceId: string;
  opportunityNumber: string | null;
  title: string | null;
  agencyCode: string | null;
  openDate: string | null;
  closeDate: string | null;
  status: SearchHitStatus;
}

export interface GrantsGovApiOptions {
  /** Where /v1/api/search2 and /v1/api/fetchOpportunity live, e.g. https://api.grants.gov */
  baseUrl: string;
  /** For each request, from sending it to the end of its body. */
  timeoutMs: number;
  /** The whole read, every request and retry wait included (default: none). */
  deadlineMs?: number;
  /** Bytes of one answer at most, declared or counted as they arrive (default 5 MiB). */
  maxAnswerBytes?: number;
  /** search2 rows per page (default 50, the page size of the recorded answers). */
  pageSize?: number;
  /** Further attempts after a 5xx, 429, network error or timeout (default 3). */
  retries?: number;
  /** Wait before the first retry, doubled for each next one (default 1,000 ms). */
  retryDelayMs?: number;
  /** Pages read at most before the sync gives up on a hitCount that does not end (default 400). */
  maxPages?: number;
  signal?: AbortSignal;
  /** True when the catalog already holds this hit as it is: its fetchOpportunity is skipped (default: fetch all). */
  isCurrent?: (hit: SearchHit) => boolean | Promise<boolean>;
}

const OPP_STATUSES = 'forecasted|posted';
const STATUSES: readonly SearchHitStatus[] = ['forecasted', 'posted', 'closed', 'archived'];
const MESSAGE_LENGTH = 300;
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

type Json = Record<string, unknown>;

class RecordError extends Error {}

/**
 * Yields one ParsedRecord per distinct opportunity of the search that is not current, in search order. All pages are
 * read (and checked against hitCount) before the first fetchOpportunity, so a paging failure yields nothing.
 */
export async function* readGrantsGovApi(opts: GrantsGovApiOptions): AsyncGenerator<ParsedRecord> {
  const rows = opts.pageSize ?? 50;
  const maxPages = opts.maxPages ?? 400;
  if (!Number.isSafeInteger(rows) || rows < 1 || !Number.isSafeInteger(maxPages) || maxPages < 1) {
    throw new ApiError(`Grants.gov API: pageSize and maxPages must be positive whole numbers (${rows}, ${maxPages})`);
  }
  const post = apiClient(opts);
  const hits = await searchAll(post, rows, maxPages);
  for (const [i, hit] of hits.entries()) {
    if (opts.isCurrent && (await opts.isCurrent(hit))) continue;
    const data = await post('fetchOpportunity', `fetchOpportunity ${hit.sourceId}`, {
      opportunityId: /^\d+$/.test(hit.sourceId) ? Number(hit.sourceId) : hit.sourceId,
    });
    const answered = idOf(data.id);
    if (answered !== hit.sourceId) {
      throw new ApiError(
        `Grants.gov API fetchOpportunity ${hit.sourceId} answered opportunity ${answered ? remoteText(answered, 40) : '(none)'} instead`,
      );
    }
    yield toParsedRecord(data, hit.sourceId, i + 1);
  }
}

/** Every distinct hit of forecasted and posted opportunities (a hit seen on an earlier page is kept once). */
async function searchAll(post: PostJson, rows: number, maxPages: number): Promise<SearchHit[]> {
  const hits = new Map<string, SearchHit>();
  let start = 0;
  for (let page = 1; ; page++) {
    const what = `search2 (records from ${start})`;
    const data = await post('search2', what, {
      keyword: '',
      oppStatuses: OPP_STATUSES,
      sortBy: 'openDate|desc',
      rows,
      startRecordNum: start,
    });
    const hitCount = data.hitCount;
    if (typeof hitCount !== 'number' || !Number.isSafeInteger(hitCount) || hitCount < 0) {
      throw new ApiError(`Grants.gov API ${what}: the answer has no hitCount`);
    }
    if (!Array.isArray(data.oppHits)) throw new ApiError(`Grants.gov API ${what}: the answer has no oppHits`);
    if (data.startRecord !== undefined && Number(data.startRecord) !== start) {
      throw new ApiError(
        `Grants.gov API ${what} answered the page starting at record ${remoteText(String(data.startRecord), 20)}`,
      );
    }
    const expected = Math.max(0, Math.min(rows, hitCount - start));
    if (data.oppHits.length !== expected) {
      throw new ApiError(
        `Grants.gov API ${what} held ${data.oppHits.length} hits where hitCount ${hitCount} in pages of ${rows} means ${expected}`,
      );
    }
    for (const [i, raw] of (data.oppHits as unknown[]).entries()) {
      const hit = toSearchHit(raw, start + i);
      if (!hits.has(hit.sourceId)) hits.set(hit.sourceId, hit);
    }
    start += expected;
    if (start >= hitCount) return [...hits.values()];
    if (page >= maxPages) {
      throw new ApiError(
        `Grants.gov API search2 still had hits after ${maxPages} pages (${start} of hitCount ${hitCount}); stopped paging`,
      );
    }
  }
}

function toSearchHit(raw: unknown, record: number): SearchHit {
  const hit = isObject(raw) ? raw : {};
  const sourceId = idOf(hit.id);
  if (!sourceId) throw new ApiError(`Grants.gov API search2: hit ${record} has no id`);
  const status = text(hit.oppStatus)?.toLowerCase();
  if (!STATUSES.includes(status as SearchHitStatus)) {
    throw new ApiError(
      `Grants.gov API search2: hit ${remoteText(sourceId, 40)} has an unknown oppStatus "${remoteText(status ?? '', 40)}"`,
    );
  }
  return {
    sourceId,
    opportunityNumber: cleanLine(text(hit.number)),
    title: cleanLine(text(hit.title)),
    agencyCode: cleanLine(text(hit.agencyCode)),
    openDate: slashDate(text(hit.openDate)),
    closeDate: slashDate(text(hit.closeDate)),
    status: status as SearchHitStatus,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP

type PostJson = (endpoint: 'search2' | 'fetchOpportunity', what: string, body: Json) => Promise<Json>;

/**
 * POSTs JSON and returns the answer's `data`, retrying what may pass (5xx, 429, network errors, timeouts). Each answer
 * is read up to maxAnswerBytes; the run's deadline (deadlineMs) ends every request and wait.
 */
function apiClient(opts: GrantsGovApiOptions): PostJson {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const retries = opts.retries ?? 3;
  const retryDelayMs = opts.retryDelayMs ?? 1000;
  const maxBytes = opts.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  const deadline = opts.deadlineMs === undefined ? undefined : AbortSignal.timeout(opts.deadlineMs);
  const run = [opts.signal, deadline].filter((s): s is AbortSignal => s !== undefined);
  const stopped = (label: string) =>
    deadline?.aborted
      ? new ApiError(
          `Grants.gov API read did not finish within ${opts.deadlineMs} ms (CATALOG_SYNC_API_DEADLINE_MS), at ${label.replace(/^Grants\.gov API /, '')}`,
          'timeout',
        )
      : new ApiError(`${label} was cancelled`);
  return async (endpoint, what, body) => {
    const label = `Grants.gov API ${what}`;
    for (let attempt = 1; ; attempt++) {
      let failure: string;
      let timedOut = false;
      try {
        const timeout = AbortSignal.timeout(opts.timeoutMs);
        const res = await guardedFetch(`${base}/v1/api/${endpoint}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.any([...run, timeout]),
        });
        const answer = await readCapped(label, res, maxBytes);
        if (res.status >= 500 || res.status === 429) {
          failure = `HTTP ${res.status}${quoteMessage(answer)}`;
        } else if (res.status >= 400) {
          throw new ApiError(`${label} answered HTTP ${res.status}${quoteMessage(answer)}`);
        } else {
          return readAnswer(label, res, answer);
        }
      } catch (err) {
        if (err instanceof CatalogSyncError) throw err;
        if (run.some((s) => s.aborted)) throw stopped(label);
        timedOut = isTimeout(err);
        failure = timedOut
          ? `no complete answer within ${opts.timeoutMs} ms (CATALOG_SYNC_API_TIMEOUT_MS)`
          : `network error (${cause(err)})`;
      }
      if (attempt > retries) {
        throw new ApiError(
          `${label} failed: ${failure} (${attempt} attempt${attempt === 1 ? '' : 's'})`,
          timedOut ? 'timeout' : 'api',
        );
      }
      try {
        await sleep(retryDelayMs * 2 ** (attempt - 1), run.length ? AbortSignal.any(run) : undefined);
      } catch {
        throw stopped(label);
      }
    }
  };
}

/** The answer's text, refused once it passes `max` bytes (declared, or counted as they arrive): not read on. */
async function readCapped(label: string, res: Response, max: number): Promise<string> {
  const tooLarge = () => new ApiError(`${label} answered more than ${max} bytes, the cap of one answer`);
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel();
    throw tooLarge();
  }
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    if (bytes > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A failure of the API source, one line; `timeout` when it ran out of time. */
class ApiError extends CatalogSyncError {
  constructor(message: string, failure: CatalogSyncFailure = 'api') {
    super(failure, oneLine(message));
    this.name = 'ApiError';
  }
}

function readAnswer(label: string, res: Response, body: string): Json {
  const type = res.headers.get('content-type') ?? '';
  if (/html/i.test(type) || /^\s*</.test(body)) {
    // Not quoted: the page is the server's text, not Grants.gov's short msg.
    throw new ApiError(`${label} answered an HTML page instead of JSON (HTTP ${res.status})`);
  }
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    throw new ApiError(`${label} answered a body that is not JSON (HTTP ${res.status}, ${body.length} characters)`);
  }
  if (!isObject(answer)) throw new ApiError(`${label} answered JSON that is not an object`);
  if (answer.errorcode === undefined) throw new ApiError(`${label} answered JSON without an errorcode`);
  if (Number(answer.errorcode) !== 0) {
    throw new ApiError(
      `${label} answered errorcode ${remoteText(String(answer.errorcode), 20)}: "${remoteText(text(answer.msg) ?? '')}"`,
    );
  }
  if (!isObject(answer.data)) throw new ApiError(`${label} answered errorcode 0 without data`);
  return answer.data;
}

/** The msg of a Grants.gov error envelope, when an error status carries one. */
function quoteMessage(body: string): string {
  try {
    const answer: unknown = JSON.parse(body);
    const msg = isObject(answer) ? text(answer.msg) : null;
    return msg ? `: "${remoteText(msg)}"` : '';
  } catch {
    return '';
  }
}

function isTimeout(err: unknown): boolean {
  return (
    err instanceof Error && (err.name === 'TimeoutError' || (isObject(err.cause) && err.cause.name === 'TimeoutError'))
  );
}

function cause(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const inner = err.cause instanceof Error ? err.cause.message : null;
  return inner ? `${err.message}: ${inner}` : err.message;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('Grants.gov API sync was cancelled'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function oneLine(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_LENGTH ? `${line.slice(0, MESSAGE_LENGTH - 1)}…` : line;
}

// ---------------------------------------------------------------------------------------------------------------
// fetchOpportunity → GrantInput, field for field as parseGrantsGovXml reads the same opportunity from the extract

function toParsedRecord(data: Json, sourceId: string, index: number): ParsedRecord {
  try {
    return { ok: true, grant: withinCaps(toGrant(data, sourceId)) };
  } catch (err) {
    if (!(err instanceof RecordError)) throw err;
    return { ok: false, index, opportunityId: sourceId, reason: err.message };
  }
}

/** Entries of a list field (applicant types, categories, listings): the real answers hold a few. */
const MAX_LIST_ENTRIES = 200;

/**
 * The extract parser's caps, held by the API's records too (docs/catalog.md#verification): a record past one is
 * skipped with the reason, so no answer makes a grant the extract could not.
 */
function withinCaps(grant: GrantInput): GrantInput {
  const caps = DEFAULT_PARSER_LIMITS;
  const texts: [string, string | null | undefined, number][] = [
    ['description', grant.description, caps.maxDescriptionChars],
    ['eligibility notes', grant.eligibilityNotes, caps.maxProseChars],
    ['contact text', grant.contact?.text, caps.maxProseChars],
    ['title', grant.title, caps.maxFieldChars],
    ['agency', grant.agency, caps.maxFieldChars],
    ['agency code', grant.agencyCode, caps.maxFieldChars],
    ['opportunity number', grant.opportunityNumber, caps.maxFieldChars],
    ['url', grant.url, caps.maxFieldChars],
    ['contact name', grant.contact?.name, caps.maxFieldChars],
    ['contact email', grant.contact?.email, caps.maxFieldChars],
    ['contact phone', grant.contact?.phone, caps.maxFieldChars],
  ];
  for (const [name, value, cap] of texts)
    if (value && value.length > cap) throw new RecordError(`its ${name} is longer than ${cap} characters`);
  const lists: [string, unknown[]][] = [
    ['categories', grant.categories],
    ['funding instruments', grant.fundingInstruments],
    ['applicant types', grant.eligibleApplicantTypes],
    ['assistance listings', grant.assistanceListings],
  ];
  for (const [name, list] of lists) {
    if (list.length > MAX_LIST_ENTRIES) throw new RecordError(`it lists more than ${MAX_LIST_ENTRIES} ${name}`);
  }
  const listed = [
    ...grant.categories,
    ...grant.fundingInstruments,
    ...grant.eligibleApplicantTypes,
    ...grant.assistanceListings.map((l) => l.number),
  ];
  for (const value of listed) {
    if (value.length > caps.maxFieldChars)
      throw new RecordError(`a listed value is longer than ${caps.maxFieldChars} characters`);
  }
  return grant;
}

function toGrant(data: Json, sourceId: string): GrantInput {
  // docType says which part is current; an opportunity posted after its forecast carries both.
  const docType = text(data.docType)?.toLowerCase();
  const synopsis = isObject(data.synopsis) ? data.synopsis : null;
  const forecast = isObject(data.forecast) ? data.forecast : null;
  const isForecast = docType === 'forecast' ? forecast !== null : synopsis === null && forecast !== null;
  const part = isForecast ? forecast : synopsis;
  if (!part) throw new RecordError('the answer holds neither a synopsis nor a forecast');

  const title = cleanLine(text(data.opportunityTitle));
  if (!title) throw new RecordError('missing opportunityTitle');

  // The part's own agencyName and agencyContactName hold the person who published it ("Misty L Roosa\nGrantor" in the
  // recorded answer); the extract's synopses carry no contact name or phone, its forecasts do.
  const contact: GrantContact = {
    name: isForecast ? cleanLine(text(part.agencyContactName)) : null,
    email: cleanLine(text(part.agencyContactEmail)),
    phone: isForecast ? cleanLine(text(part.agencyContactPhone)) : null,
    text: cleanText(text(part.agencyContactDesc)),
  };
  const agencyDetails = isObject(data.agencyDetails)
    ? data.agencyDetails
    : isObject(part.agencyDetails)
      ? part.agencyDetails
      : {};

  return {
    source: 'grants.gov',
    sourceId,
    sourceVersion: parseVersion(text(part.version)),
    opportunityNumber: cleanLine(text(data.opportunityNumber)),
    title,
    agency: cleanLine(text(agencyDetails.agencyName)),
    agencyCode: cleanLine(text(part.agencyCode) ?? text(data.owningAgencyCode)),
    isForecast,
    postedDate: apiDate(part, 'postingDate'),
    // A forecast's estimated application date is an estimate, not a deadline (as in the extract).
    closeDate: isForecast ? null : apiDate(part, 'responseDate'),
    archiveDate: apiDate(part, 'archiveDate'),
    awardFloor: parseAmount(text(part.awardFloor)),
    awardCeiling: parseAmount(text(part.awardCeiling)),
    estimatedTotalFunding: parseAmount(text(part.estimatedFunding)),
    expectedAwards: parseCount(text(part.numberOfAwards)),
    currency: 'USD',
    categories: unique(codes(part.fundingActivityCategories).map(categoryLabel)),
    fundingInstruments: unique(codes(part.fundingInstruments).map(fundingInstrumentLabel)),
    eligibleApplicantTypes: unique(codes(part.applicantTypes).map(eligibleApplicantLabel)),
    // The extract names no program title, so neither does this source: the same opportunity is the same record.
    assistanceListings: unique(
      (Array.isArray(data.cfdas) ? data.cfdas : [])
        .map((c) => (isObject(c) ? text(c.cfdaNumber) : null))
        .filter((n): n is string => n !== null),
    ).map((number): AssistanceListing => ({ number, title: null })),
    costSharing: typeof part.costSharing === 'boolean' ? part.costSharing : parseYesNo(text(part.costSharing)),
    description: cleanText(text(isForecast ? part.forecastDesc : part.synopsisDesc)),
    eligibilityNotes: cleanText(text(part.applicantEligibilityDesc)),
    url: parseUrl(text(part.fundingDescLinkUrl)),
    contact: Object.values(contact).some((v) => v !== null) ? contact : null,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date field as written, without a time zone: `{name}Str` ("2026-09-09-00-00-00") when present, else `{name}`
 * ("Sep 09, 2026 12:00:00 AM EDT"). Absent or empty → null; present but unreadable skips the record, as in the extract.
 */
function apiDate(part: Json, name: string): string | null {
  const short = text(part[`${name}Str`]);
  const long = text(part[name]);
  if (short === null && long === null) return null;
  let iso: string | null = null;
  const s = short ? /^(\d{4})-(\d{2})-(\d{2})(?:-\d{2}-\d{2}-\d{2})?$/.exec(short) : null;
  if (s) iso = calendarDate(s[1], s[2], s[3]);
  const l = !s && long ? /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})\b/.exec(long) : null;
  if (l) {
    const month = MONTHS.indexOf(l[1] as string) + 1;
    iso = month > 0 ? calendarDate(l[3], String(month).padStart(2, '0'), (l[2] as string).padStart(2, '0')) : null;
  }
  if (iso === null) throw new RecordError(`invalid ${name} "${short ?? long}"`);
  return iso;
}

/** search2's MM/DD/YYYY; anything else → null (a hit's dates only inform isCurrent). */
function slashDate(value: string | null): string | null {
  const m = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  return m ? calendarDate(m[3], m[1], m[2]) : null;
}

function calendarDate(yyyy: string | undefined, mm: string | undefined, dd: string | undefined): string | null {
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The ids of a code list ([{id: "25", description: "Others …"}]), in answer order. */
function codes(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => (isObject(item) ? text(item.id) : null)).filter((c): c is string => c !== null);
}

function idOf(value: unknown): string | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : text(value);
}

/** Trimmed text of a string or number; null for anything else or nothing. */
function text(value: unknown): string | null {
  const s = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return s === '' ? null : s;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
