import { describe, expect, it } from 'vitest';
import { deriveGrantStatus } from './status';

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
