import { describe, expect, it } from 'vitest';
import { grants } from '~/db/schema';
import { createTestDb } from '../testing/test-db';
import { deriveGrantStatus, grantStatusIn } from './status';

describe('deriveGrantStatus', () => {
  const today = '2026-11-21';
  it.each([
    [{ archiveDate: '2026-11-20', closeDate: '2026-10-01', isForecast: false }, 'archived'],
    [{ archiveDate: '2026-11-21', closeDate: '2026-11-20', isForecast: false }, 'closed'],
    [{ archiveDate: null, closeDate: '2026-11-20', isForecast: true }, 'closed'],
    [{ archiveDate: null, closeDate: '2026-11-21', isForecast: false }, 'posted'],
    [{ archiveDate: null, closeDate: null, isForecast: false }, 'posted'],
    [{ archiveDate: null, closeDate: '2027-01-01', isForecast: true }, 'forecasted'],
  ] as const)('%o → %s', (grant, expected) => {
    expect(deriveGrantStatus(grant, today)).toBe(expected);
  });
});

describe('grantStatusIn agrees with deriveGrantStatus', () => {
  it('for every status subset over a grid of dates, in a real database', async () => {
    const { db, close } = await createTestDb();
    try {
      const today = '2026-11-21';
      const dates = [null, '2026-11-20', '2026-11-21', '2026-11-22'];
      const rows = [];
      let i = 0;
      for (const closeDate of dates)
        for (const archiveDate of dates)
          for (const isForecast of [false, true]) {
            rows.push({
              source: 'synthetic' as const,
              sourceId: `s${i++}`,
              title: 't',
              closeDate,
              archiveDate,
              isForecast,
            });
          }
      await db.insert(grants).values(rows);
      const all = ['posted', 'forecasted', 'closed', 'archived'] as const;
      for (let mask = 1; mask < 16; mask++) {
        const subset = all.filter((_, bit) => mask & (1 << bit));
        const found = await db.select({ sourceId: grants.sourceId }).from(grants).where(grantStatusIn(subset, today));
        const expected = rows.filter((r) => subset.includes(deriveGrantStatus(r, today))).map((r) => r.sourceId);
        expect(found.map((f) => f.sourceId).sort(), subset.join(',')).toEqual(expected.sort());
      }
    } finally {
      await close();
    }
  });
});
