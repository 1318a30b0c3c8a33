import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id';

describe('requestIdFor', () => {
  it('echoes a caller id made of the safe characters, at most 64 of them', () => {
    expect(requestIdFor('erp-sync:2026.11.27_0001')).toBe('erp-sync:2026.11.27_0001');
    expect(requestIdFor('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('mints a fresh req_ id for a missing, empty, too long or unsafe one', () => {
    for (const incoming of [null, '', 'a'.repeat(65), 'x y', 'id\r\nSet-Cookie: a=b', '<script>']) {
      const minted = requestIdFor(incoming);
      expect(minted).not.toBe(incoming);
      // The error body's requestId pattern in the OpenAPI document (contract.ts), and a random UUID after req_.
      expect(minted).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
      expect(minted).toMatch(/^req_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('never mints the same id twice', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => requestIdFor(null)));
    expect(ids.size).toBe(10_000);
  });
});
