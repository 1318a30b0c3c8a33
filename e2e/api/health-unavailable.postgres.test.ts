// Health reports 503 when the database becomes unreachable: a second app on its own PostgreSQL database, which
// the test then drops from under it. PostgreSQL only (`*.postgres.test.ts` runs in the PostgreSQL pass): an
// embedded database cannot go away underneath the app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../fixtures/app-server';

describe('health when the database goes away', () => {
  let db: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    db = await createTestDatabase('postgres', 'health');
    await cli(db, ['migrate']);
    app = await startApp(db, { label: 'health' });
  });
  afterAll(async () => {
    await app?.stop();
    await db?.drop();
  });

  it('→ 503 {"status":"unavailable"} with the failing check named; liveness stays 200', async () => {
    const before = await fetch(`${app.baseUrl}/api/v1/health`);
    expect(before.status).toBe(200);
    await db.drop(); // terminates the app's connections and removes the database
    const after = await fetch(`${app.baseUrl}/api/v1/health`);
    expect(after.status).toBe(503);
    const body = await after.json();
    expect(body).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable' } });
    expect(after.headers.get('x-request-id')).toMatch(/^req_/);
    expect((await fetch(`${app.baseUrl}/api/v1/health?probe=live`)).status).toBe(200);
  });
});
