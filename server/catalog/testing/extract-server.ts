// Test support (docs/catalog.md#testing): a real HTTP server on 127.0.0.1 that answers extract downloads as scripted,
// and the extract ZIP in the streamed form Grants.gov publishes (sizes only in the trailing data descriptor).
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';

/** The repository's 61 real extract records. */
export const EXTRACT_61_FILE = path.resolve(
  import.meta.dirname,
  '../../../e2e/fixtures/grants-gov/grants-gov-extract-61.xml',
);

export interface ScriptedAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send this many bytes of the body, then stall (keep the connection open, send nothing more). */
  stallAfter?: number;
  /** Send the body chunked, without a Content-Length. */
  chunked?: boolean;
  /** Send this many bytes of the body (Content-Length still says the whole), then close the connection. */
  cutAfter?: number;
}

/** A fixed answer, or one chosen from the request (e.g. 304 when If-None-Match matches). */
export type Answer = ScriptedAnswer | ((req: http.IncomingMessage) => ScriptedAnswer);

export interface ExtractServer {
  /** http://127.0.0.1:PORT + path. */
  url(path?: string): string;
  /** Answers for the next requests, in order; once used up, the last one keeps being given. */
  answer(...answers: Answer[]): void;
  readonly requests: { path: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startExtractServer(): Promise<ExtractServer> {
  const queue: Answer[] = [];
  let last: Answer = { status: 404, body: 'no answer scripted' };
  const requests: ExtractServer['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ path: req.url ?? '/', headers: req.headers });
    const next = queue.shift() ?? last;
    last = next;
    const a = typeof next === 'function' ? next(req) : next;
    const body = typeof a.body === 'string' ? Buffer.from(a.body) : (a.body ?? Buffer.alloc(0));
    const length = a.chunked ? {} : { 'content-length': String(body.length) };
    res.writeHead(a.status ?? 200, { ...length, ...a.headers });
    if (a.stallAfter !== undefined) {
      res.write(body.subarray(0, a.stallAfter));
      return; // the client's deadline ends it (or close())
    }
    if (a.cutAfter !== undefined) {
      res.write(body.subarray(0, a.cutAfter), () => res.destroy());
      return;
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (p = '/extract.zip') => `http://127.0.0.1:${port}${p}`,
    answer: (...answers) => void queue.push(...answers),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A ZIP of one entry written as a stream: yazl then sets general-purpose flag bit 3 and puts the CRC and sizes only in
 * the data descriptor after the compressed data (the local header's are zero), as in the real extract.
 */
export async function zipStreamed(name: string, content: string | Buffer): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addReadStream(Readable.from([Buffer.from(content)]), name, { mtime: new Date('2026-08-01T00:00:00Z') });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The repository's 61 real extract records (e2e/fixtures/grants-gov/grants-gov-extract-61.xml). */
export const extractXml = (): Promise<string> => readFile(EXTRACT_61_FILE, 'utf8');

/** An answer serving `zip` with an ETag, or 304 when the request already has that ETag. */
export function conditionalZip(zip: Buffer, etag: string, lastModified = 'Sat, 01 Aug 2026 06:00:00 GMT'): Answer {
  return (req): ScriptedAnswer =>
    req.headers['if-none-match'] === etag
      ? { status: 304, headers: { etag } }
      : { status: 200, body: zip, headers: { etag, 'last-modified': lastModified, 'content-type': 'application/zip' } };
}
