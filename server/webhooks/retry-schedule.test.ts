import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { nextRetryDelayMs } from './retry-schedule';

describe('retry schedule', () => {
  const production = parseEnv({}).WEBHOOK_RETRY_SCHEDULE;

  it('defaults to 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then gives up', () => {
    expect(production).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000]);
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextRetryDelayMs(n, production, middle))).toEqual([
      5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000,
    ]);
    expect(nextRetryDelayMs(8, production)).toBeNull();
  });

  it('adds ±10 % jitter', () => {
    expect(nextRetryDelayMs(2, production, () => 0)).toBe(270000);
    expect(nextRetryDelayMs(2, production, () => 1)).toBe(330000);
  });

  it('is configurable and validated', () => {
    expect(parseEnv({ WEBHOOK_RETRY_SCHEDULE: '1, 1,2.5' }).WEBHOOK_RETRY_SCHEDULE).toEqual([1, 1, 2.5]);
    expect(() => parseEnv({ WEBHOOK_RETRY_SCHEDULE: '1,x' })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
    expect(() => parseEnv({ WEBHOOK_RETRY_SCHEDULE: '0' })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });
});
