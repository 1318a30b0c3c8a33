// Upload intake: one multipart/form-data request streamed to a spool file (hashed and counted on the way), its type
// sniffed from the bytes; every refusal is a 400, 413 or 415 answer and leaves no file behind.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { cleanFileName } from './file-name';
import { ALLOWED_TYPE_NAMES, sniffContentType } from './sniff-type';

export { cleanFileName } from './file-name';
export { ALLOWED_TYPES } from './sniff-type';

export interface SpooledFile {
  path: string;
  size: number;
  /** Hex. */
  sha256: string;
  /** Sniffed from the bytes: one of ALLOWED_TYPES, text types with `; charset=utf-8`. */
  contentType: string;
  /** Cleaned (cleanFileName). */
  fileName: string;
  /** Deletes the spool file; call it once the file is stored (or the request failed). */
  dispose(): Promise<void>;
}

type Refusal = {
  ok: false;
  status: 400 | 413 | 415;
  code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE';
  message: string;
};

export type IntakeResult = { ok: true; fields: Record<string, string>; file: SpooledFile } | Refusal;

export interface IntakeOptions {
  /** The largest file accepted, in bytes (MAX_UPLOAD_BYTES). */
  maxBytes: number;
  /** Where files are spooled while they arrive; created if missing. */
  spoolDirectory: string;
}

const FILE_PART = 'file';
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 4 * 1024;
const MAX_FIELD_NAME_BYTES = 100;
/** What a multipart body may carry beside the file: its text fields, part headers and boundaries. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;
/**
 * How much of a body of unknown length (chunked) is still read, and discarded, once a refusal is decided; then
 * reading stops. A body with a Content-Length was already checked to be at most maxBytes plus the allowance, so it is
 * drained whole: the client, still sending, then reads its 4xx on a healthy connection.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024;
const SPOOL_FILE = /^upload-[0-9a-f-]{36}\.part$/;

const refusal = (status: Refusal['status'], code: Refusal['code'], message: string): Refusal => ({
  ok: false,
  status,
  code,
  message,
});
const invalid = (message: string) => refusal(400, 'VALIDATION_FAILED', message);

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(2))} MiB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(2))} KiB`;
  return `${bytes} bytes`;
}
const tooLarge = (maxBytes: number) =>
  refusal(413, 'PAYLOAD_TOO_LARGE', `The file exceeds the upload limit of ${formatBytes(maxBytes)}`);

interface Spooled {
  size: number;
  sha256: string;
}

/** Writes the file part to `target` while hashing and counting it; the stream's own backpressure paces the request. */
async function spool(stream: Readable, target: string): Promise<Spooled> {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.byteLength;
      done(null, chunk);
    },
  });
  await pipeline(stream, measure, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  return { size, sha256: hash.digest('hex') };
}

type Parsed = { ok: true; fields: Record<string, string>; fileName: string; spooled: Spooled } | Refusal;

/**
 * Feeds the body to busboy one chunk at a time (a chunk is written only when the previous one was taken, so a slow
 * disk slows the request rather than filling memory) and collects the text fields and the one file part.
 */
async function parseMultipart(
  contentType: string,
  body: AsyncIterable<Uint8Array>,
  spoolPath: string,
  maxBytes: number,
  drainLimit: number,
): Promise<Parsed> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send a file name's UTF-8 bytes as they are; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      limits: {
        // One byte over the limit: busboy flags a file that merely reaches fileSize.
        fileSize: maxBytes + 1,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        fieldNameSize: MAX_FIELD_NAME_BYTES,
      },
    });
  } catch {
    return invalid('Request body must be multipart/form-data with a boundary');
  }

  // Set from busboy's events: a holder, so that the reads below are not narrowed to the initial values.
  const state: {
    refused: Refusal | null;
    refusedAt: number;
    file: { name: string; spooled: Promise<Spooled> } | null;
  } = { refused: null, refusedAt: 0, file: null };
  let bytesRead = 0;
  const refuse = (answer: Refusal) => {
    if (state.refused) return;
    state.refused = answer;
    state.refusedAt = bytesRead;
  };
  const fields = new Map<string, string>();
  // A spool file that cannot be written (a full disk) leaves busboy waiting for a reader forever: writes race this.
  let failSpool: (err: unknown) => void = () => {};
  const spoolFailure = new Promise<never>((_, reject) => {
    failSpool = reject;
  });
  spoolFailure.catch(() => {}); // raced below; after a refusal nobody is waiting

  parser.on('file', (name, stream, info) => {
    if (name !== FILE_PART) {
      refuse(invalid(`Unexpected file part "${name.slice(0, 100)}": send the document in a part named "file"`));
      stream.on('error', () => {}).resume(); // discarded: its end, or its cut-off, matters to no one
      return;
    }
    stream.once('limit', () => refuse(tooLarge(maxBytes)));
    const spooled = spool(stream, spoolPath);
    spooled.catch(failSpool);
    state.file = { name: info.filename ?? '', spooled };
  });
  parser.on('field', (name, value, info) => {
    if (name === FILE_PART) refuse(invalid('The part "file" must be a file, with a file name'));
    else if (info.nameTruncated) refuse(invalid(`A field name exceeds ${MAX_FIELD_NAME_BYTES} bytes`));
    else if (info.valueTruncated) refuse(invalid(`Field "${name}" exceeds ${formatBytes(MAX_FIELD_BYTES)}`));
    else if (fields.has(name)) refuse(invalid(`Field "${name}" appears more than once`));
    else fields.set(name, value);
  });
  parser.on('filesLimit', () => refuse(invalid('An upload carries exactly one file: this request has more')));
  parser.on('fieldsLimit', () => refuse(invalid(`An upload carries at most ${MAX_FIELDS} text fields`)));

  const finished = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    parser.once('error', reject);
  });
  finished.catch(() => {}); // awaited below once the body is written
  // Destroyed mid-body after a refusal, busboy reports the cut-off: the refusal already says what went wrong.
  parser.on('error', () => {});
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => parser.write(chunk, (err) => (err ? reject(err) : resolve())));

  const malformed = invalid('Request body is not well-formed multipart/form-data');
  const iterator = body[Symbol.asyncIterator]();
  let complete = false;
  try {
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await iterator.next();
      } catch {
        complete = true; // the body's stream is already broken: nothing to release
        return invalid('The upload was interrupted before the request body was complete');
      }
      if (next.done) {
        complete = true;
        break;
      }
      bytesRead += next.value.byteLength;
      if (state.refused) {
        if (bytesRead - state.refusedAt > drainLimit) return state.refused;
        continue;
      }
      const written = write(next.value).catch(() => refuse(malformed));
      await Promise.race([written, spoolFailure]);
    }
    if (state.refused) return state.refused;
    parser.end();
    const failed = await finished.then(
      () => false,
      () => true,
    );
    if (state.refused) return state.refused;
    if (failed) return malformed;
    if (!state.file) return invalid('Request has no file part named "file"');
    const { name, spooled } = state.file;
    return { ok: true, fields: Object.fromEntries(fields), fileName: name, spooled: await spooled };
  } finally {
    // Reading stopped early: release the body (for a Node request this closes the connection) and the parser,
    // and wait for the spool file's stream to close so that the caller can delete it.
    if (!complete) await iterator.return?.();
    parser.destroy();
    await state.file?.spooled.catch(() => {});
  }
}

/**
 * Receives one multipart/form-data upload: exactly one file part named `file` and up to 10 text fields (4 KiB each).
 * A declared Content-Length beyond maxBytes plus a multipart allowance is refused (413) before anything is read; a
 * file beyond maxBytes is refused (413) as soon as it gets there. The file's type is sniffed from its bytes; anything
 * but ALLOWED_TYPES is refused (415). On success the caller owns the spool file (`file.dispose()`); on a refusal it is
 * already deleted. Errors of the spool directory (a full disk) are thrown.
 */
export async function receiveUpload(
  headers: Headers,
  body: AsyncIterable<Uint8Array> | null,
  opts: IntakeOptions,
): Promise<IntakeResult> {
  const contentType = headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return invalid('Request body must be multipart/form-data with the document in a part named "file"');
  }
  const declared = headers.get('content-length');
  const declaredLength = declared !== null && /^\d+$/.test(declared) ? Number(declared) : null;
  if (declaredLength !== null && declaredLength > opts.maxBytes + MULTIPART_ALLOWANCE_BYTES) {
    return tooLarge(opts.maxBytes);
  }
  if (body === null || declaredLength === 0) return invalid('Request has no body');

  await fs.mkdir(opts.spoolDirectory, { recursive: true });
  const spoolPath = path.join(opts.spoolDirectory, `upload-${randomUUID()}.part`);
  const dispose = () => fs.rm(spoolPath, { force: true });
  try {
    // A declared length is bounded already (above): such a body is drained whole after a refusal.
    const drainLimit = declaredLength === null ? DRAIN_LIMIT_BYTES : Infinity;
    const parsed = await parseMultipart(contentType, body, spoolPath, opts.maxBytes, drainLimit);
    if (!parsed.ok) {
      await dispose();
      return parsed;
    }
    const { size, sha256 } = parsed.spooled;
    if (size === 0) {
      await dispose();
      return invalid('The file is empty');
    }
    const fileName = cleanFileName(parsed.fileName);
    const sniffed = await sniffContentType(spoolPath, fileName);
    if (!sniffed) {
      await dispose();
      return refusal(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `The file's content is not an allowed type (${ALLOWED_TYPE_NAMES}), whatever its name says`,
      );
    }
    return {
      ok: true,
      fields: parsed.fields,
      file: { path: spoolPath, size, sha256, contentType: sniffed, fileName, dispose },
    };
  } catch (err) {
    await dispose();
    throw err;
  }
}

/** Deletes the spool files a crash left behind (not modified since `olderThan`); returns how many. */
export async function removeStaleSpoolFiles(spoolDirectory: string, olderThan: Date): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(spoolDirectory);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let removed = 0;
  for (const name of names.filter((n) => SPOOL_FILE.test(n))) {
    const file = path.join(spoolDirectory, name);
    const stats = await fs.lstat(file).catch(() => null); // gone meanwhile: another sweeper or its upload's dispose
    if (stats?.isFile() && stats.mtime < olderThan) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
