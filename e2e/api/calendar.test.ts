// Calendar feeds over HTTP (docs/calendar.md): a member makes a feed URL in the dashboard, a calendar app reads it as
// text/calendar (parsed with ical.js), a regenerated or revoked URL is a 404, and the URL is kept out of caches,
// search engines and referrers. Any member may have one (a viewer too); nobody gets one in another organization.
import ICAL from 'ical.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordSecrets } from '../fixtures/app-server';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';
import { roomInWindow } from '../fixtures/limiter-window';

const feedPath = (url: string) => new URL(url).pathname;
const read = (url: string) => fetch(`${fixtures().baseUrl}${feedPath(url)}`);

function events(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('calendar feeds', () => {
  it('a member creates a feed; a calendar app reads every open deadline as an all-day event', async () => {
    const { owner } = fixtures().users;
    const session = await signIn(owner.email, owner.password);
    const title = `Calendar pursuit ${randomUUID()}`;
    const pursuit = await api('/pursuits', {
      method: 'POST',
      key: fixtures().orgA.fullKey,
      body: { title, deadline: '2027-09-30' },
    });
    expect(pursuit.status).toBe(201);

    const created = await session.mutate<{ url: string; scope: string }>('calendar.create', { scope: 'all' });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    recordSecrets('calendar-test', [feedPath(created.data!.url).slice('/calendar/'.length, -'.ics'.length)]);
    expect(created.data!.url).toMatch(/\/calendar\/cal_[0-9A-Za-z]{43}\.ics$/);

    const res = await read(created.data!.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const event = events(await res.text()).find((e) => e.summary === `Deadline: ${title}`)!;
    expect(event.uid).toMatch(new RegExp(`^pursuit-${pursuit.body.id}@`));
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-09-30');

    const info = await session.query<{ scope: string; lastUsedAt: string | null }>('calendar.get');
    expect(info.data).toMatchObject({ scope: 'all' });
    expect(info.data!.lastUsedAt).not.toBeNull();
  });

  it('a regenerated URL ends the old one; a revoked one is a 404 like an unknown or malformed one', async () => {
    const { viewer } = fixtures().users;
    const session = await signIn(viewer.email, viewer.password);
    const first = (await session.mutate<{ url: string }>('calendar.create', { scope: 'mine' })).data!.url;
    const second = (await session.mutate<{ url: string }>('calendar.create', { scope: 'mine' })).data!.url;
    recordSecrets(
      'calendar-test',
      [first, second].map((u) => feedPath(u).slice('/calendar/'.length, -'.ics'.length)),
    );
    expect((await read(first)).status).toBe(404);
    expect((await read(second)).status).toBe(200);
    expect((await session.mutate('calendar.revoke')).data).toEqual({ revoked: true });
    for (const url of [
      second,
      `http://x/calendar/cal_${'Q'.repeat(43)}.ics`,
      'http://x/calendar/cal_short.ics',
      'http://x/calendar/anything',
    ]) {
      const res = await read(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await session.query('calendar.get')).data).toBeNull();
  });

  it('a feed read in a loop gets 429 with Retry-After after its budget of 30 a minute', async () => {
    const { admin } = fixtures().users;
    const session = await signIn(admin.email, admin.password);
    const url = (await session.mutate<{ url: string }>('calendar.create', { scope: 'all' })).data!.url;
    recordSecrets('calendar-test', [feedPath(url).slice('/calendar/'.length, -'.ics'.length)]);
    // The limiter's windows are aligned to the minute: start well inside one.
    await roomInWindow(15);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await read(url)).status);
    expect(
      statuses.slice(0, 30).every((s) => s === 200),
      statuses.join(','),
    ).toBe(true);
    const refused = await read(url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(statuses[31]).toBe(429);
  }, 90_000);

  it('no feed in an organization one is not a member of', async () => {
    const { outsider } = fixtures().users;
    const session = await signIn(outsider.email, outsider.password);
    const refused = await session.mutate('calendar.create', { scope: 'all' }, { organizationId: fixtures().orgA.id });
    expect(refused.error?.data?.appCode).toBe('FORBIDDEN');
    const invalid = await session.mutate('calendar.create', { scope: 'everything' });
    expect(invalid.error?.data?.appCode).toBe('VALIDATION_FAILED');
  });
});
