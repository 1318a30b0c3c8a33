// A digest rendered once per organization (docs/benchmarks.md#notifications) must be, for each person, byte for byte
// the email rendering it for them alone makes, and carry only links signed for that person.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permission } from '../auth/permissions';

process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
process.env.APP_URL ??= 'https://app.example.org';
const { renderDigest } = await import('./digest');
const { verifyLink } = await import('./links');
const { DEFAULT_PREFERENCES } = await import('./recipients');

const org = { id: randomUUID(), name: 'Alpha <Literacy> https://evil.example', timeZone: 'America/Chicago' };
const person = (permissions: Permission[], digest: 'daily' | 'weekly' = 'daily') => ({
  userId: randomUUID(),
  email: `${randomUUID()}@example.org`,
  name: null,
  permissions: new Set(permissions),
  preferences: { ...DEFAULT_PREFERENCES, digest },
  digestFrom: new Date('2026-10-01T00:00:00Z'),
});
const listed = Array.from({ length: 12 }, (_, i) => ({
  grantId: randomUUID(),
  title: `Grant ${i} <b>bold</b> & co`,
  agency: i % 2 ? 'FWS' : null,
  closeDate: i % 3 ? '2026-12-09' : null,
  score: i % 4 ? 90 - i : null,
  reasons: i % 4 ? [`keyword: “fish” ${i}`] : [],
  via: i % 4 ? 'your missions' : 'your saved search “Fish”',
}));
const changed = [{ grantId: randomUUID(), title: 'Changed one', lines: ['Close date: June 30, 2099 → July 1, 2099'] }];

// Links carry their signing second: the same instant for both paths makes them comparable.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-28T16:00:00Z'), toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('digest rendered once per organization', () => {
  it('gives each person exactly the email rendered for them alone, with only their own links', async () => {
    const people = [
      person(['VIEW_GRANTS', 'MANAGE_PURSUITS']),
      person(['VIEW_GRANTS', 'MANAGE_PURSUITS']),
      person(['VIEW_GRANTS']),
      person(['VIEW_GRANTS']),
      person(['VIEW_GRANTS', 'MANAGE_PURSUITS'], 'weekly'),
    ];
    const renders = new Map();
    for (const r of people) {
      const shared = await renderDigest(org, r, listed, 7, changed, renders);
      const alone = await renderDigest(org, r, listed, 7, changed);
      expect(shared).toEqual(alone);
      // Every token in the email is this person's, for this organization.
      const tokens = [...`${shared.html}\n${shared.text}`.matchAll(/token=([A-Za-z0-9_.-]+)/g)].map((m) => m[1]!);
      const dismissable = r.permissions.has('MANAGE_PURSUITS');
      expect(tokens.length).toBe(2 * (1 + (dismissable ? listed.length : 0)));
      for (const token of tokens) {
        const claims = (await verifyLink(token, 'unsubscribe')) ?? (await verifyLink(token, 'dismiss'));
        expect(claims).toMatchObject({ userId: r.userId, organizationId: org.id });
      }
      expect(shared.html).not.toContain('gmstoken');
    }
    // Three distinct digests (with and without "not relevant" links, daily and weekly) for five people.
    expect(renders.size).toBe(3);
  });
});
