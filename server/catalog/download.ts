// Downloads the Grants.gov extract to a file (docs/catalog.md#download): conditional GET, one deadline for the whole
// download (retries and body included), a size cap counted as bytes arrive, retries with exponential backoff on
// network errors and 5xx, a body that must start like a ZIP, and redirects followed only as guardedFetch allows. A
// failure's message keeps nothing of the server's answer but its status (docs/catalog.md#failure-handling).
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { CatalogSyncError, type CatalogSyncFailure } from './failure';
import { guardedFetch } from './guarded-fetch';

export interface DownloadOptions {
  url: string;
  /** Where the body is written (created or replaced). */
  file: string;
  /** Validators of the last successful download of this URL, for a conditional GET. */
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs: number;
  maxBytes: number;
  retries: number;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  /** Told of each retry (for the log). */
  onRetry?: (info: { attempt: number; delayMs: number; reason: string }) => void;
}

export type DownloadResult =
  | { status: 'not_modified' }
  | {
      status: 'downloaded';
      bytes: number;
      /** SHA-256 of the file, hex (an archive identical to the last one imported is not read again). */
      sha256: string;
      etag: string | null;
      lastModified: string | null;
      attempts: number;
    };

/** A download that failed for good; the message is one line, without the URL's query. */
export class DownloadError extends CatalogSyncError {
  constructor(message: string, options?: { cause?: unknown; failure?: CatalogSyncFailure }) {
    super(options?.failure ?? 'download', message, options);
    this.name = 'DownloadError';
  }
}

/** A failure worth another attempt (network error, 5xx). */
class RetryableError extends Error {}

const ZIP_SIGNATURES = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/** `{date}` → today's date (UTC) as YYYYMMDD. */
export function expandExtractUrl(template: string, now: Date = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return template.replaceAll('{date}', date);
}

export async function downloadExtract(opts: DownloadOptions): Promise<DownloadResult> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  const timedOut = () =>
    new DownloadError(`download did not finish within ${opts.timeoutMs} ms (CATALOG_SYNC_TIMEOUT_MS)`, {
      failure: 'timeout',
    });
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptDownload(opts, deadline, attempt);
    } catch (err) {
      if (deadline.aborted) throw timedOut();
      if (!(err instanceof RetryableError)) throw err;
      if (attempt > opts.retries)
        throw new DownloadError(`${err.message} (after ${attempt} attempt${attempt === 1 ? '' : 's'})`, { cause: err });
      const delayMs = opts.retryBaseMs * 2 ** (attempt - 1);
      opts.onRetry?.({ attempt, delayMs, reason: err.message });
      await sleep(delayMs, deadline).catch(() => {
        throw timedOut();
      });
    }
  }
}

async function attemptDownload(opts: DownloadOptions, signal: AbortSignal, attempt: number): Promise<DownloadResult> {
  const headers: Record<string, string> = {};
  if (opts.etag) headers['if-none-match'] = opts.etag;
  if (opts.lastModified) headers['if-modified-since'] = opts.lastModified;
  let res: Response;
  try {
    res = await guardedFetch(opts.url, { headers, signal });
  } catch (err) {
    if (err instanceof CatalogSyncError) throw err; // a refused redirect: not retried
    throw new RetryableError(`could not connect: ${networkReason(err)}`);
  }
  if (res.status === 304) {
    await res.body?.cancel();
    // Not modified since what? Without a validator sent, a 304 says nothing about the catalog being current.
    if (!opts.etag && !opts.lastModified)
      throw new DownloadError('the server answered 304 to a request without validators');
    return { status: 'not_modified' };
  }
  if (res.status >= 500) {
    await res.body?.cancel();
    throw new RetryableError(`the server answered HTTP ${res.status}`);
  }
  if (res.status !== 200 || !res.body) {
    await res.body?.cancel();
    // The status alone: its reason phrase is the server's text.
    throw new DownloadError(`the server answered HTTP ${res.status}`);
  }
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > opts.maxBytes) {
    await res.body.cancel();
    throw new DownloadError(
      `the extract is ${declared} bytes, more than CATALOG_SYNC_MAX_BYTES (${opts.maxBytes}); nothing downloaded`,
    );
  }

  let bytes = 0;
  let head = Buffer.alloc(0);
  const hash = createHash('sha256');
  const checked = async function* (source: AsyncIterable<Uint8Array>) {
    for await (const chunk of source) {
      bytes += chunk.length;
      if (bytes > opts.maxBytes)
        throw new DownloadError(`the extract passed CATALOG_SYNC_MAX_BYTES (${opts.maxBytes}) while downloading`);
      if (head.length < 64) {
        head = Buffer.concat([head, chunk]).subarray(0, 64);
        if (head.length >= 4 && !ZIP_SIGNATURES.some((s) => head.subarray(0, 4).equals(s)))
          throw new DownloadError(notZip(head));
      }
      hash.update(chunk);
      yield chunk;
    }
    if (bytes < 4) throw new DownloadError(`the server answered 200 with ${bytes} bytes, not a ZIP archive`);
  };
  try {
    await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), checked, createWriteStream(opts.file));
  } catch (err) {
    if (err instanceof DownloadError || signal.aborted) throw err;
    throw new RetryableError(`the download broke off after ${bytes} bytes: ${networkReason(err)}`);
  }
  return {
    status: 'downloaded',
    bytes,
    sha256: hash.digest('hex'),
    etag: res.headers.get('etag'),
    lastModified: res.headers.get('last-modified'),
    attempts: attempt,
  };
}

/** What the body looks like, in fixed words: none of the server's bytes are quoted. */
function notZip(head: Buffer): string {
  const html = /^<(!doctype html|html|\?xml|head|body)/i.test(head.toString('latin1').trimStart());
  return html
    ? 'the server answered 200 with an HTML or XML page, not a ZIP archive'
    : 'the server answered 200 with a body that is not a ZIP archive';
}

/** undici hides the cause of "fetch failed" / "terminated" one level down. */
function networkReason(err: unknown): string {
  const e = err as { message?: string; cause?: { code?: string; message?: string } };
  const cause = e.cause?.code ?? e.cause?.message;
  return (cause ? `${e.message ?? 'error'} (${cause})` : (e.message ?? String(err))).replace(/\s+/g, ' ');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('aborted'));
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
