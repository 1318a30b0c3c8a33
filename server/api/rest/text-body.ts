// A raw text body (a CSV file sent as `text/csv`), read by its procedure once the caller is admitted, as an upload's
// form is (docs/post-award.md#csv-import): its type checked (415), its size capped (413: a declared length beyond the
// cap is refused unread, a body that passes the cap is refused as soon as it does), hashed on the way for
// Idempotency-Key (trpc.ts). The bytes are kept, undecoded: the procedure decides what text they must be.
import { createHash } from 'node:crypto';

export type TextBodyResult =
  | { ok: true; bytes: Buffer; size: number; sha256: string }
  | {
      ok: false;
      code: 'VALIDATION_FAILED' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE';
      message: string;
    };

export interface TextBodyOptions {
  /** The media types accepted (without parameters), lower case. */
  contentTypes: readonly string[];
  maxBytes: number;
}

const mebibytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(2))} MiB`;

/** The media type and charset of a Content-Type header, lower case. */
function mediaType(header: string): { type: string; charset: string | null } {
  const [type = '', ...params] = header.split(';').map((p) => p.trim().toLowerCase());
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^"|"$/g, '');
  return { type, charset: charset ?? null };
}

export async function receiveTextBody(
  headers: Headers,
  body: AsyncIterable<Uint8Array> | null,
  opts: TextBodyOptions,
): Promise<TextBodyResult> {
  const { type, charset } = mediaType(headers.get('content-type') ?? '');
  if (!opts.contentTypes.includes(type)) {
    return {
      ok: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: `Request body must be the file itself, sent as ${opts.contentTypes.join(', ')}`,
    };
  }
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8' && charset !== 'us-ascii') {
    return { ok: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Request body must be UTF-8 text (charset=utf-8)' };
  }
  const tooLarge = {
    ok: false as const,
    code: 'PAYLOAD_TOO_LARGE' as const,
    message: `The file exceeds the import limit of ${mebibytes(opts.maxBytes)}`,
  };
  const declared = headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > opts.maxBytes) return tooLarge;

  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  if (body) {
    const iterator = body[Symbol.asyncIterator]();
    let complete = false;
    try {
      for (;;) {
        let next: IteratorResult<Uint8Array>;
        try {
          next = await iterator.next();
        } catch {
          complete = true;
          return { ok: false, code: 'VALIDATION_FAILED', message: 'The request body was interrupted' };
        }
        if (next.done) {
          complete = true;
          break;
        }
        size += next.value.byteLength;
        if (size > opts.maxBytes) return tooLarge;
        const chunk = Buffer.from(next.value);
        hash.update(chunk);
        chunks.push(chunk);
      }
    } finally {
      // Reading stopped early: release the body rather than hold the rest of it.
      if (!complete) await iterator.return?.();
    }
  }
  if (size === 0) return { ok: false, code: 'VALIDATION_FAILED', message: 'Request has no body: send the CSV file' };
  return { ok: true, bytes: Buffer.concat(chunks, size), size, sha256: hash.digest('hex') };
}
