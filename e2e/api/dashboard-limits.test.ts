// The per-user dashboard limit (docs/rate-limits.md, docs/dashboard.md#limits), on an app of this file's own with a
// small DASHBOARD_CALLS_PER_MINUTE (the suite's shared app sets it high: every file signs its users in there).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  recordSecrets,
  startApp,
  type RunningApp,
  type TestDatabase,
  type TestDbKind,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';
import { signIn, type DashboardClient } from '../fixtures/dashboard';
import { roomInWindow } from '../fixtures/limiter-window';

const LIMIT = 25;

let db: TestDatabase;
let app: RunningApp;
const secrets: string[] = [];
const users: { email: string; password: string }[] = [];

beforeAll(async () => {
  const kind = (process.env.TEST_DB ?? 'pglite') as TestDbKind;
  db = await createTestDatabase(kind, 'dashlimit');
  db.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
  await withFixtures(db, async (build) => {
    await build.org({ name: 'Dashboard Limits Trust', slug: 'dashlimit' });
    for (let i = 0; i < 2; i++) {
      const email = `user${i}-${randomUUID().slice(0, 6)}@dashlimit.example.org`;
      const password = `pw-${randomBytes(12).toString('base64url')}`;
      await build.user({ email, password, org: 'dashlimit', role: 'admin' });
      users.push({ email, password });
      secrets.push(password);
    }
  });
  const authSecret = randomBytes(32).toString('base64url');
  secrets.push(authSecret, db.env.ENCRYPTION_KEY);
  app = await startApp(db, {
    label: 'dashboard-limits',
    env: { AUTH_SECRET: authSecret, DASHBOARD_CALLS_PER_MINUTE: String(LIMIT) },
  });
});

afterAll(async () => {
  await app?.stop();
  recordSecrets('dashboard-limits', secrets);
  await db?.drop();
});

/** A batch of `n` members.me calls with the user's session. */
async function batch(client: DashboardClient, n: number) {
  const paths = Array.from({ length: n }, () => 'members.me').join(',');
  const res = await fetch(`${app.baseUrl}/api/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`, {
    headers: { Cookie: client.cookie },
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

describe(`dashboard calls per user per minute (DASHBOARD_CALLS_PER_MINUTE=${LIMIT})`, () => {
  it('counts each call of a batch; over the limit → 429 with Retry-After for that user only', async () => {
    // Room for the whole case in one window (sliding windows: the previous one still weighs at the start).
    await roomInWindow(20);
    const [first, second] = [
      await signIn(users[0]!.email, users[0]!.password, app.baseUrl),
      await signIn(users[1]!.email, users[1]!.password, app.baseUrl),
    ];
    expect((await batch(first!, 10)).status).toBe(200);
    expect((await batch(first!, 10)).status).toBe(200);
    const single = await first!.query('members.me');
    expect(single.status).toBe(200); // 21 of 25
    const over = await batch(first!, 10); // 31: counted, and over
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
    const errors = (over.body as any[]).map((c) => c.error?.data);
    expect(errors).toHaveLength(10);
    for (const e of errors) expect(e).toMatchObject({ appCode: 'RATE_LIMITED', httpStatus: 429 });
    expect(over.body[0].error.message).toBe(`Too many dashboard requests: at most ${LIMIT} calls per minute`);
    const mutation = await first!.mutate('calendar.create', { scope: 'all' });
    expect(mutation.status).toBe(429);
    // Another user of the same organization, from the same address, has a budget of their own.
    expect((await batch(second!, 10)).status).toBe(200);
  });
});
