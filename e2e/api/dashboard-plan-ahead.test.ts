// Plan ahead over the dashboard's transport (docs/dashboard.md#program-cycles-and-plan-ahead): any member who may view
// grants reads it, a bad limit is a 400, and it is not part of the public REST API. What it lists is tested on the
// domain (server/grants/plan-ahead.test.ts).
import { describe, expect, it } from 'vitest';
import { signIn } from '../fixtures/dashboard';
import { api, fixtures } from '../fixtures/fixtures';

const as = (who: 'owner' | 'viewer') => signIn(fixtures().users[who].email, fixtures().users[who].password);

describe('grants.planAhead (dashboard only)', () => {
  it('answers a viewer with programs whose latest cycle is closed, each with a recurrence', async () => {
    const viewer = await as('viewer');
    for (const input of [{}, { limit: 1 }, { limit: 100 }]) {
      const res = await viewer.query<{ data: { status: string; recurrence: { cadence: string } }[] }>(
        'grants.planAhead',
        input,
      );
      expect(res.status).toBe(200);
      expect(Array.isArray(res.data!.data)).toBe(true);
      expect(res.data!.data.length).toBeLessThanOrEqual(input.limit ?? 50);
      for (const row of res.data!.data) {
        expect(['closed', 'archived']).toContain(row.status);
        expect(['annual', 'irregular']).toContain(row.recurrence.cadence);
      }
    }
  });

  it('refuses a bad limit with 400 VALIDATION_FAILED, never a 500', async () => {
    const owner = await as('owner');
    for (const input of [{ limit: 0 }, { limit: 101 }, { limit: 1.5 }, { limit: '10' }, { limit: null }, null, 'x']) {
      const res = await owner.query('grants.planAhead', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.data?.appCode).toBe('VALIDATION_FAILED');
    }
  });

  it('is not published under /api/v1', async () => {
    const doc = (await api<{ paths: Record<string, unknown> }>('/openapi.json')).body;
    expect(Object.keys(doc.paths).some((p) => /plan/i.test(p))).toBe(false);
  });
});
