// The pure rules of the boilerplate library (docs/applications.md#boilerplate-library): tags, staleness, excerpts.
import { describe, expect, it } from 'vitest';
import { excerpt, isStale, normalizeTags, staleBefore } from './boilerplate';

describe('boilerplate rules', () => {
  it('tags are trimmed, lowercase and each kept once, in the order given', () => {
    expect(normalizeTags([' DEI ', 'dei', 'Evaluation', 'history'])).toEqual(['dei', 'evaluation', 'history']);
  });

  it('an entry is stale 12 months after its last review, or its creation when never reviewed', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(staleBefore(now).toISOString()).toBe('2025-11-27T12:00:00.000Z');
    const created = new Date('2024-01-01T00:00:00Z');
    expect(isStale({ createdAt: created, lastReviewedAt: null }, now)).toBe(true);
    expect(isStale({ createdAt: created, lastReviewedAt: new Date('2025-12-01T00:00:00Z') }, now)).toBe(false);
    expect(isStale({ createdAt: created, lastReviewedAt: new Date('2025-11-27T11:59:59Z') }, now)).toBe(true);
    expect(isStale({ createdAt: new Date('2026-06-01T00:00:00Z'), lastReviewedAt: null }, now)).toBe(false);
  });

  it('an excerpt is the body on one line, cut at a word with an ellipsis', () => {
    expect(excerpt('Short\n\nanswer.')).toBe('Short answer.');
    const long = 'word '.repeat(100);
    const e = excerpt(long, 42);
    expect(e.length).toBeLessThanOrEqual(43);
    expect(e).toMatch(/^word( word)*…$/);
  });
});
