import { describe, expect, it } from 'vitest';
import { readTextUpTo } from './bounded-body';

/** A request whose body arrives in chunks with no Content-Length, as a chunked upload does; counts what was pulled. */
function chunked(chunks: string[]) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === chunks.length) return controller.close();
        controller.enqueue(new TextEncoder().encode(chunks[pulled++]!));
      },
    },
    { highWaterMark: 0 },
  ); // pulled only when read
  const req = new Request('http://localhost/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { req, pulled: () => pulled };
}

describe('readTextUpTo', () => {
  it('reads a body within the limit, in one piece or in chunks', async () => {
    expect(await readTextUpTo(new Request('http://localhost/x', { method: 'POST', body: 'email=a%40b.org' }), 64)).toBe(
      'email=a%40b.org',
    );
    expect(await readTextUpTo(chunked(['{"email":', '"é@b.org"}']).req, 64)).toBe('{"email":"é@b.org"}');
    expect(await readTextUpTo(new Request('http://localhost/x', { method: 'POST' }), 64)).toBe('');
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const declared = new Request('http://localhost/x', {
      method: 'POST',
      body: 'x'.repeat(10),
      headers: { 'content-length': '5000' },
    });
    expect(await readTextUpTo(declared, 4096)).toBeNull();
    expect(declared.bodyUsed).toBe(false);
  });

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const { req, pulled } = chunked(Array.from({ length: 100 }, () => 'x'.repeat(1024)));
    expect(await readTextUpTo(req, 4096)).toBeNull();
    expect(pulled()).toBeLessThan(10);
  });

  it('counts bytes, not characters', async () => {
    expect(await readTextUpTo(chunked(['é'.repeat(3)]).req, 5)).toBeNull();
    expect(await readTextUpTo(chunked(['é'.repeat(2)]).req, 4)).toBe('éé');
  });
});
