// Imports a Grants.gov extract (XML or zipped XML, from a path or an http(s) URL) into the catalog in committed batches.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import yauzl from 'yauzl';
import type { Db } from '~/db';
import { grantBatchWriter } from './write-grants';
import type { GrantChange } from '../grants/versions';
import type { GrantInput } from '../grants/types';
import { parseGrantsGovXml } from '../grants/grants-gov/parser';

export interface ImportProgress {
  read: number;
  /** Bytes of XML consumed so far (uncompressed, for a zip). */
  bytes: number;
  totalBytes: number | null;
}

export interface ImportOptions {
  batchSize?: number;
  /** Batches written at once, each in its own transaction on its own connection (default 2). */
  concurrency?: number;
  onProgress?: (p: ImportProgress) => void;
  /**
   * Called after each batch commits (with its matches), with the ids of inserted or updated grants and the versions
   * kept (docs/catalog.md#versions). With batches in flight, in the order they commit.
   */
  onBatchCommitted?: (changedIds: string[], changes: GrantChange[]) => void | Promise<void>;
  /**
   * Records identical to the stored grant (by content hash) are counted unchanged without a round trip
   * (docs/catalog.md#skipping-unchanged-records); default true.
   */
  skipUnchanged?: boolean;
}

export interface SkippedRecord {
  index: number;
  opportunityId: string | null;
  reason: string;
}

export interface ImportResult {
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /**
   * Of the inserted and updated grants, those matching at least one active mission (of any organization): the others
   * are in the catalog but not in any matched list (docs/matching.md#scope).
   */
  matchedGrants: number;
  skipped: number;
  /** The first MAX_SKIPPED_LISTED skipped records; `skipped` counts them all. */
  skippedRecords: SkippedRecord[];
  seconds: number;
}

export const MAX_SKIPPED_LISTED = 1000;
const PROGRESS_INTERVAL_MS = 200;

export async function importGrantsFile(db: Db, source: string, opts: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const batchSize = Math.max(1, Math.floor(opts.batchSize ?? 500));
  const counts = { read: 0, skipped: 0 };
  const skippedRecords: SkippedRecord[] = [];
  let batch: GrantInput[] = [];
  let lastProgress = 0;

  const input = await openExtract(source);
  const progress = (force: boolean) => {
    if (!opts.onProgress) return;
    const now = performance.now();
    if (!force && now - lastProgress < PROGRESS_INTERVAL_MS) return;
    lastProgress = now;
    opts.onProgress({ read: counts.read, bytes: input.bytesRead(), totalBytes: input.totalBytes });
  };
  // Matches (and grant.found events) commit with the grants they belong to: never a grant without its matches.
  const writer = grantBatchWriter(db, {
    concurrency: opts.concurrency,
    onCommitted: opts.onBatchCommitted,
    skipUnchanged: opts.skipUnchanged ?? true,
  });
  const flush = async () => {
    const pending = batch;
    batch = [];
    await writer.write(pending);
  };
  const imported = () => {
    const { inserted, updated, unchanged, matchedGrants } = writer.totals;
    return { ...counts, inserted, updated, unchanged, matchedGrants };
  };

  try {
    for await (const record of parseGrantsGovXml(input.stream)) {
      counts.read++;
      if (record.ok) {
        batch.push(record.grant);
        if (batch.length >= batchSize) {
          await flush();
          progress(true);
        }
      } else {
        counts.skipped++;
        if (skippedRecords.length < MAX_SKIPPED_LISTED) {
          const { index, opportunityId, reason } = record;
          skippedRecords.push({ index, opportunityId, reason });
        }
      }
      progress(false);
    }
    await flush();
    await writer.drain();
    progress(true);
  } catch (err) {
    await writer.settle(); // the committed counts below include every batch that did commit
    const message = err instanceof Error ? err.message : String(err);
    // Records of the unfinished batch are not committed, so they are not counted as imported.
    const { inserted, updated, unchanged, skipped } = imported();
    const committed = `${inserted} inserted, ${updated} updated, ${unchanged} unchanged, ${skipped} skipped`;
    throw new Error(`${message} (import stopped after reading ${counts.read} records; committed: ${committed})`, {
      cause: err,
    });
  } finally {
    await input.close();
  }

  return { ...imported(), skippedRecords, seconds: Math.round(performance.now() - started) / 1000 };
}

interface Extract {
  stream: AsyncIterable<Buffer>;
  totalBytes: number | null;
  bytesRead: () => number;
  close: () => Promise<void>;
}

const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/** Opens the XML stream of a file or URL, unpacking a zip (recognised by its magic bytes) on the way. */
async function openExtract(source: string): Promise<Extract> {
  const isUrl = /^https?:\/\//i.test(source);
  const raw = isUrl ? await download(source) : await openFile(source);
  const iterator = (raw.stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headLength = 0;
  while (headLength < 4) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
  }
  const start = Buffer.concat(head);
  const rest = chain(head, iterator);

  if (!ZIP_MAGIC.some((magic) => start.subarray(0, 4).equals(magic))) {
    let bytes = 0;
    return {
      stream: counted(rest, (n) => (bytes += n)),
      totalBytes: raw.totalBytes,
      bytesRead: () => bytes,
      close: async () => void (await iterator.return?.()),
    };
  }

  let tempDir: string | null = null;
  let zipPath = source;
  if (isUrl) {
    // yauzl needs random access (the central directory is at the end), so a downloaded zip is spooled to disk.
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'grants-import-'));
    zipPath = path.join(tempDir, 'extract.zip');
    await pipeline(Readable.from(rest), createWriteStream(zipPath));
  } else {
    await iterator.return?.();
  }
  const removeTemp = async () => {
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
  try {
    const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false });
    try {
      const entry = await findXmlEntry(zip, source);
      const entryStream = await zip.openReadStreamPromise(entry);
      let bytes = 0;
      return {
        stream: counted(entryStream as AsyncIterable<Buffer>, (n) => (bytes += n)),
        totalBytes: entry.uncompressedSize,
        bytesRead: () => bytes,
        close: async () => {
          entryStream.destroy();
          zip.close();
          await removeTemp();
        },
      };
    } catch (err) {
      zip.close();
      throw err;
    }
  } catch (err) {
    await removeTemp();
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(message.startsWith('No XML file') ? message : `Cannot read zip archive ${source}: ${message}`, {
      cause: err,
    });
  }
}

async function openFile(file: string): Promise<{ stream: Readable; totalBytes: number | null }> {
  const info = await stat(file).catch((err: unknown) => {
    throw new Error(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  });
  if (!info.isFile()) throw new Error(`Not a file: ${file}`);
  return { stream: createReadStream(file), totalBytes: info.size };
}

async function download(url: string): Promise<{ stream: Readable; totalBytes: number | null }> {
  const res = await fetch(url);
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new Error(`Could not download ${url}: HTTP ${res.status} ${res.statusText}`.trim());
  }
  const length = Number(res.headers.get('content-length'));
  const encoded = res.headers.has('content-encoding');
  return {
    stream: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
    totalBytes: !encoded && Number.isFinite(length) && length > 0 ? length : null,
  };
}

/** The first .xml file in the archive (an extract zip holds exactly one). */
function findXmlEntry(zip: yauzl.ZipFile, source: string): Promise<yauzl.Entry> {
  return new Promise((resolve, reject) => {
    const onEntry = (entry: yauzl.Entry) => {
      const isXml = /\.xml$/i.test(entry.fileName) && !entry.fileName.startsWith('__MACOSX/');
      if (!isXml) return zip.readEntry();
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      reject(new Error(`No XML file in zip archive ${source}`));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

async function* chain(head: Buffer[], iterator: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  yield* head;
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}

async function* counted(source: AsyncIterable<Buffer>, add: (n: number) => void): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    add(chunk.length);
    yield chunk;
  }
}
