// Unauthenticated events cannot flood an organization's audit trail (docs/authentication.md#sign-in-limits): failed
// sign-ins are recorded once per (user, address, window) with a count, and a stored user agent is at most 256
// characters. An app of this file's own: TRUST_PROXY (the case picks its address), a per-address limit high enough
// for 50 attempts, and a short audit window so the record is written while the test waits.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  recordSecrets,
  startApp,
  withDirectDb,
  type RunningApp,
  type TestDatabase,
  type TestDbKind,
} from '../fixtures/app-server';
import { withFixtures } from '../fixtures/build';

const AUDIT_WINDOW_S = 30;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: TestDatabase;
let app: RunningApp | undefined;
let orgId = '';
const user = { id: '', email: `flooded-${randomUUID().slice(0, 6)}@audit-flood.example.org`, password: '' };
const secrets: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase((process.env.TEST_DB ?? 'pglite') as TestDbKind, 'auditflood');
  db.env.ENCRYPTION_KEY = randomBytes(32).toString('base64');
  user.password = `pw-${randomBytes(12).toString('base64url')}`;
  await withFixtures(db, async (build) => {
    orgId = (await build.org({ name: 'Audit Flood Trust', slug: 'audit-flood' })).id;
    user.id = (await build.user({ email: user.email, password: user.password, org: 'audit-flood', role: 'member' })).id;
  });
  const authSecret = randomBytes(32).toString('base64url');
  secrets.push(user.password, authSecret, db.env.ENCRYPTION_KEY);
  app = await startApp(db, {
    label: 'sign-in-audit',
    env: {
      AUTH_SECRET: authSecret,
      TRUST_PROXY: 'true',
      SIGN_IN_ATTEMPTS_PER_MINUTE: '1000',
      AUTH_AUDIT_WINDOW_SECONDS: String(AUDIT_WINDOW_S),
    },
  });
});

afterAll(async () => {
  await app?.stop();
  recordSecrets('sign-in-audit', secrets);
  await db?.drop();
});

async function failedSignIn(address: string, userAgent: string): Promise<number> {
  const csrf = await fetch(`${app!.baseUrl}/api/auth/csrf`, { headers: { 'X-Forwarded-For': address } });
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${app!.baseUrl}/api/auth/callback/password`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: cookie,
      'X-Forwarded-For': address,
      'User-Agent': userAgent,
    },
    body: new URLSearchParams({ csrfToken, email: user.email, password: `wrong-${randomUUID()}`, json: 'true' }),
  });
  await res.text();
  return res.status;
}

describe('the audit trail under a flood of failed sign-ins (docs/authentication.md#sign-in-limits)', () => {
  it('50 failed sign-ins with 5 KB user agents from one address → one record with count 50, user agent ≤ 256 characters', async () => {
    // All 50 inside one audit window, where the machine allows.
    const into = Date.now() % (AUDIT_WINDOW_S * 1000);
    if (into > 3_000) await sleep(AUDIT_WINDOW_S * 1000 - into + 100);
    const address = '10.88.0.7';
    const windowMs = AUDIT_WINDOW_S * 1000;
    const firstWindow = Math.floor(Date.now() / windowMs);
    for (let i = 0; i < 50; i++) {
      const status = await failedSignIn(address, `flood-${i}-${'x'.repeat(5 * 1024)}`);
      expect([401, 429], `attempt ${i}`).toContain(status); // 401 for the first 10, then the pair limit's 429
    }
    const lastWindow = Math.floor(Date.now() / windowMs);
    // On a quiet machine the 50 take a few seconds; on a machine loaded far beyond its cores they may run past the
    // window's end, and the next window holds the rest: one record per window, never one per attempt.
    const windows = lastWindow - firstWindow + 1;
    await sleep((lastWindow + 1) * windowMs - Date.now() + 4_000); // the last window closes; the workers write it
    await app!.stop();
    app = undefined;
    const rows = await withDirectDb(db, (sql) =>
      sql(`select action, ip, user_agent, changes, actor_id, target_id from audit_records
           where organization_id = '${orgId}' and action = 'session.sign_in_failed'`),
    );
    type Row = { ip: string; user_agent: string; changes: Record<string, [unknown, unknown]> | string };
    const attemptsOf = (row: Row) =>
      Number((typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes).attempts[1]);
    if (windows === 1) expect(rows).toHaveLength(1);
    else expect(rows.length).toBeLessThanOrEqual(windows);
    expect((rows as Row[]).reduce((sum, row) => sum + attemptsOf(row), 0)).toBe(50);
    for (const record of rows as Row[]) {
      expect(record.ip).toBe(address);
      expect(record.user_agent.length).toBeLessThanOrEqual(256);
      expect(record).toMatchObject({ actor_id: null, target_id: user.id });
    }
    // A window's record keeps its latest attempt's user agent (cut to 256 characters).
    expect((rows as Row[]).some((record) => record.user_agent.startsWith('flood-49-'))).toBe(true);
    const all = await withDirectDb(db, (sql) =>
      sql(`select max(length(user_agent)) as longest from audit_records where organization_id = '${orgId}'`),
    );
    expect(Number((all[0] as { longest: number | null }).longest ?? 0)).toBeLessThanOrEqual(256);
  }, 300_000); // up to a window to start in, the attempts (long on a loaded machine), then the last window to close
});
