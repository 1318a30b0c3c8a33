// A stand-in for api.grants.gov on 127.0.0.1 that replays the recorded answers of server/catalog/testdata/grants-gov-api
// (docs/catalog.md): search2 pages by startRecordNum and rows over the hits of the five recorded pages, fetchOpportunity
// answers the one recorded opportunity byte for byte, and scripted faults stand in for a failing Grants.gov.
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';

const TESTDATA = path.join(import.meta.dirname, '..', 'testdata', 'grants-gov-api');

type Json = Record<string, unknown>;
export type Endpoint = 'search2' | 'fetchOpportunity';

export type Fault =
  /** This HTTP status with a Grants.gov-style error envelope (503: "Service Unavailable"). */
  | { kind: 'status'; status: number }
  /** HTTP 200 with the envelope's errorcode ≠ 0. */
  | { kind: 'errorcode'; errorcode: number; msg: string }
  /** HTTP 200 with an HTML maintenance page. */
  | { kind: 'html' }
  /** HTTP 200 with a body that is not JSON. */
  | { kind: 'garbage' }
  /** Headers and the start of a JSON body, then nothing until the client gives up. */
  | { kind: 'stall' }
  /** HTTP 200 with a valid answer of `bytes` bytes (padded `msg`), with a Content-Length or, `chunked`, without. */
  | { kind: 'large'; bytes: number; chunked?: boolean }
  /** A redirect (`status`, default 307) to `location`, absolute or relative to this server. */
  | { kind: 'redirect'; location: string; status?: number };

export interface RecordedRequest {
  endpoint: string;
  body: Json;
}

export interface GrantsGovApiServerOptions {
  /**
   * hitCount to report instead of the number of hits the recorded pages hold (250): a number (a lying count), or
   * 'growing' (always one page more than the request reaches, an answer that never ends).
   */
  hitCount?: number | 'growing';
  /** More fetchOpportunity answers by opportunity id (`data` of the envelope), next to the recorded one. */
  opportunities?: Record<string, Json>;
}

export interface GrantsGovApiServer {
  /** GRANTS_GOV_API_URL: /v1/api/search2 and /v1/api/fetchOpportunity below it. */
  baseUrl: string;
  /** Every request in arrival order, faulted ones included. */
  requests: RecordedRequest[];
  /** After `after` answered requests to `endpoint`, the next `times` get `fault` (after faults queued before). */
  failNext(endpoint: Endpoint, fault: Fault, times?: number, after?: number): void;
  close(): Promise<void>;
}

/** The recorded search2 answers in file order and the recorded fetchOpportunity answer (raw text and its id). */
export function recordedAnswers(): { searchPages: Json[]; opportunity: { id: string; body: string; json: Json } } {
  const files = readdirSync(TESTDATA).sort();
  const searchPages = files
    .filter((f) => f.endsWith('-search2.json'))
    .map((f) => JSON.parse(readFileSync(path.join(TESTDATA, f), 'utf8')) as Json);
  const detailFile = files.find((f) => f.endsWith('-fetchopportunity.json'));
  if (!detailFile) throw new Error(`no recorded fetchOpportunity answer in ${TESTDATA}`);
  const body = readFileSync(path.join(TESTDATA, detailFile), 'utf8');
  const json = JSON.parse(body) as Json;
  return { searchPages, opportunity: { id: String((json.data as Json).id), body, json } };
}

/** The hits of the recorded pages in file order (250, 128 distinct: five searches' first pages, docs/catalog.md). */
export function recordedHits(): Json[] {
  return recordedAnswers().searchPages.flatMap((page) => (page.data as Json).oppHits as Json[]);
}

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>Grants.gov - Scheduled Maintenance</title></head><body><h1>Grants.gov is down for maintenance</h1></body></html>';

export async function startGrantsGovApiServer(options: GrantsGovApiServerOptions = {}): Promise<GrantsGovApiServer> {
  const { searchPages, opportunity } = recordedAnswers();
  const hits = recordedHits();
  const requests: RecordedRequest[] = [];
  const faults: { endpoint: Endpoint; fault: Fault | null }[] = [];
  const sockets = new Set<Socket>();

  const envelope = (errorcode: number, msg: string, data: Json = {}) =>
    JSON.stringify({ errorcode, msg, token: '', data });

  const answerSearch = (body: Json): [number, string] => {
    const rows = Number(body.rows);
    const start = Number(body.startRecordNum ?? 0);
    if (!Number.isSafeInteger(rows) || rows < 1 || !Number.isSafeInteger(start) || start < 0) {
      return [400, envelope(1, 'rows and startRecordNum must be whole numbers')];
    }
    // The recorded answer of the page this request lands on lends its facets; the hits are the slice asked for.
    const recorded = searchPages[Math.min(Math.floor(start / 50), searchPages.length - 1)] as Json;
    const data = recorded.data as Json;
    const hitCount = options.hitCount === 'growing' ? start + 2 * rows : (options.hitCount ?? hits.length);
    const oppHits =
      options.hitCount === 'growing'
        ? Array.from({ length: rows }, (_, i) => ({
            ...hits[(start + i) % hits.length],
            id: String(900000 + start + i),
          }))
        : hits.slice(start, start + rows);
    const searchParams = { ...(data.searchParams as Json), rows, startRecordNum: start, oppStatuses: body.oppStatuses };
    return [
      200,
      JSON.stringify({ ...recorded, data: { ...data, searchParams, hitCount, startRecord: start, oppHits } }),
    ];
  };

  const answerFetch = (body: Json): [number, string] => {
    const id = String(body.opportunityId ?? '');
    if (id === opportunity.id) return [200, opportunity.body];
    const extra = options.opportunities?.[id];
    if (extra) return [200, envelope(0, 'Webservice Succeeds', extra)];
    return [404, envelope(1, `No opportunity found for opportunityId ${id}`)];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const endpoint = (req.url ?? '').replace(/^\/v1\/api\//, '');
      let body: Json = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Json;
      } catch {
        body = {};
      }
      requests.push({ endpoint, body });
      const send = (status: number, text: string, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(text);
      };
      if (req.method !== 'POST' || (endpoint !== 'search2' && endpoint !== 'fetchOpportunity')) {
        return send(404, envelope(1, `No such service: ${req.method} ${req.url}`));
      }
      const queued = faults.findIndex((f) => f.endpoint === endpoint);
      const fault = queued === -1 ? null : faults.splice(queued, 1)[0]?.fault;
      if (fault?.kind === 'status') return send(fault.status, envelope(1, http.STATUS_CODES[fault.status] ?? 'Error'));
      if (fault?.kind === 'errorcode') return send(200, envelope(fault.errorcode, fault.msg));
      if (fault?.kind === 'html') return send(200, HTML_PAGE, 'text/html; charset=utf-8');
      if (fault?.kind === 'garbage') return send(200, 'Webservice Succeeds', 'application/json');
      if (fault?.kind === 'large') {
        const head = '{"errorcode":0,"msg":"';
        const tail = '","token":"","data":{}}';
        const padding = 'x'.repeat(Math.max(0, fault.bytes - head.length - tail.length));
        const text = head + padding + tail;
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(fault.chunked ? {} : { 'content-length': String(Buffer.byteLength(text)) }),
        });
        // In pieces, so a client that stops reading at its cap is seen to stop.
        for (let at = 0; at < text.length; at += 65_536) res.write(text.slice(at, at + 65_536));
        return void res.end();
      }
      if (fault?.kind === 'redirect') {
        res.writeHead(fault.status ?? 307, { location: fault.location });
        return void res.end();
      }
      if (fault?.kind === 'stall') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"errorcode":0,"msg":"Webservice Succeeds","data":{');
        return;
      }
      const [status, text] = endpoint === 'search2' ? answerSearch(body) : answerFetch(body);
      send(status, text);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext(endpoint, fault, times = 1, after = 0) {
      for (let i = 0; i < after; i++) faults.push({ endpoint, fault: null });
      for (let i = 0; i < times; i++) faults.push({ endpoint, fault });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
