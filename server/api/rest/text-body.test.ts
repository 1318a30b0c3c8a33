// A raw text body (a CSV import, docs/post-award.md#csv-import): its type checked, its size capped while it streams
// (a 50 MB body without Content-Length is refused once it passes the cap, the rest never pulled), hashed on the way.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { receiveTextBody } from './text-body';

const opts = { contentTypes: ['text/csv', 'text/plain'], maxBytes: 10 * 1024 * 1024 };
const headers = (h: Record<string, string>) => new Headers(h);

/** `count` chunks of 1 MiB, counting how many were pulled and whether the stream was released. */
function megabytes(count: number) {
  const state = { pulled: 0, released: false };
  async function* chunks() {
    try {
      for (let i = 0; i < count; i++) {
        state.pulled++;
        yield new Uint8Array(1024 * 1024).fill(0x41);
      }
    } finally {
      state.released = true;
    }
  }
  return { body: chunks(), state };
}

describe('receiveTextBody', () => {
  it('reads the bytes with their size and SHA-256', async () => {
    const text = 'date,amount\r\n2026-01-02,1.00\r\n';
    const result = await receiveTextBody(headers({ 'content-type': 'text/csv; charset=utf-8' }), toChunks(text), opts);
    expect(result).toEqual({
      ok: true,
      bytes: Buffer.from(text),
      size: Buffer.byteLength(text),
      sha256: createHash('sha256').update(text).digest('hex'),
    });
  });

  it('stops at the cap a chunked 50 MB body passes, pulling no more of it, and releases it', async () => {
    const { body, state } = megabytes(50);
    const result = await receiveTextBody(headers({ 'content-type': 'text/csv' }), body, opts);
    expect(result).toMatchObject({ ok: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(state.pulled).toBe(11);
    expect(state.released).toBe(true);
  });

  it('refuses a declared length over the cap before reading a byte', async () => {
    const { body, state } = megabytes(50);
    const declared = headers({ 'content-type': 'text/csv', 'content-length': String(50 * 1024 * 1024) });
    const result = await receiveTextBody(declared, body, opts);
    expect(result).toMatchObject({ ok: false, code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('10 MiB') });
    expect(state.pulled).toBe(0);
  });

  it('refuses another type or charset (415) and an empty body (400)', async () => {
    for (const type of ['application/json', 'text/csv; charset=iso-8859-1', '']) {
      const result = await receiveTextBody(headers({ 'content-type': type }), toChunks('a,b'), opts);
      expect(result, type).toMatchObject({ ok: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await receiveTextBody(headers({ 'content-type': 'text/plain' }), null, opts)).toMatchObject({
      ok: false,
      code: 'VALIDATION_FAILED',
    });
  });
});

async function* toChunks(text: string) {
  yield Buffer.from(text);
}
