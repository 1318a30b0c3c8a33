import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { assertSafeText, isSafeText, unsafeTextIssues } from './safe-text';

describe('the one text rule', () => {
  it('accepts ordinary text, emoji (paired surrogates) and other control characters', () => {
    for (const ok of ['', 'Literacy 2027', 'naïve café', 'grants 🎉 for 👩‍🏫', 'tab\tand\nnewline'])
      expect(isSafeText(ok)).toBe(true);
  });

  it('refuses NUL and unpaired surrogates, wherever they stand', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uD800x', 'x\uDC00', '\uDC00\uD800', '🎉\uDBFF'])
      expect(isSafeText(bad)).toBe(false);
  });

  it('names every offending field of a nested input, keys included', () => {
    const issues = unsafeTextIssues({
      name: 'ok',
      keywords: ['fine', 'bad\u0000'],
      nested: { deeper: { title: '\uD800' } },
      ['k\u0000']: 1,
    });
    expect(issues.map((i) => i.path)).toEqual(['keywords.1', 'nested.deeper.title', 'k?']);
    expect(() => assertSafeText({ q: 'a\u0000b' })).toThrow(AppError);
    try {
      assertSafeText({ q: 'a\u0000b' });
    } catch (err) {
      expect((err as AppError).code).toBe('VALIDATION_FAILED');
      expect((err as AppError).extra.issues).toEqual([{ path: 'q', message: expect.stringMatching(/NUL/) }]);
    }
    expect(() => assertSafeText({ limit: 20, q: 'fine', list: [1, null, true] })).not.toThrow();
  });
});
