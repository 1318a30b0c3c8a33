import { describe, expect, it } from 'vitest';
import { burnLine } from './burn';
import { centsToDecimal, formatCents, formatPercent, parseDollars, percentOfCents } from './money';

describe('formatCents', () => {
  it('shows integer cents exactly, to the cent, in the currency', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-1250)).toBe('-$12.50');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    // Beyond what a double carries to the cent once divided by 100: still exact.
    expect(formatCents(9_007_199_254_740_991)).toBe('$90,071,992,547,409.91');
    expect(formatCents(10n ** 15n + 1n)).toBe('$10,000,000,000,000.01');
    expect(formatCents(100, 'EUR')).toBe('€1.00');
    expect(formatCents(null)).toBe('—');
    expect(centsToDecimal(-7)).toBe('-0.07');
  });

  it('shows percentages the server rounded as they are', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(1234.56)).toBe('1,234.56%');
    expect(formatPercent(null)).toBe('—');
  });
});

describe('percentOfCents', () => {
  it('is two decimals, half to even, from integers', () => {
    expect(percentOfCents(145_055, 450_050)).toBe(32.23);
    // 120,015 / 300,000 = 40.005 % exactly: to the even neighbour.
    expect(percentOfCents(120_015, 300_000)).toBe(40);
    expect(percentOfCents(120_045, 300_000)).toBe(40.02);
    expect(percentOfCents(-1, 3)).toBe(-33.33);
    expect(percentOfCents(-120_015, 300_000)).toBe(-40);
    expect(percentOfCents(5, 0)).toBeNull();
  });
});

describe('parseDollars', () => {
  it('reads typed dollars into integer cents digit by digit', () => {
    expect(parseDollars('0.1')).toEqual({ ok: true, cents: 10 });
    // 1.15 × 100 is 114.99999999999999 as a double; read as text it is 115 cents.
    expect(parseDollars('1.15')).toEqual({ ok: true, cents: 115 });
    expect(parseDollars('4.35')).toEqual({ ok: true, cents: 435 });
    expect(parseDollars('$1,234.5')).toEqual({ ok: true, cents: 123_450 });
    expect(parseDollars(' 80 ')).toEqual({ ok: true, cents: 8000 });
    expect(parseDollars('.99')).toEqual({ ok: true, cents: 99 });
    expect(parseDollars('12.')).toEqual({ ok: true, cents: 1200 });
    expect(parseDollars('100000000000')).toEqual({ ok: true, cents: 10_000_000_000_000 });
    expect(parseDollars('-12.30', { allowNegative: true })).toEqual({ ok: true, cents: -1230 });
    expect(parseDollars('-$5', { allowNegative: true })).toEqual({ ok: true, cents: -500 });
    expect(parseDollars('0', { allowZero: true })).toEqual({ ok: true, cents: 0 });
  });

  it('refuses fractions of a cent, stray text, signs and zero where not allowed, and amounts past the API', () => {
    expect(parseDollars('1.005')).toMatchObject({ ok: false, error: expect.stringMatching(/two decimals/) });
    expect(parseDollars('0.001')).toMatchObject({ ok: false });
    for (const bad of [
      '',
      ' ',
      '.',
      'abc',
      '1e3',
      '1,23',
      '12,3456',
      '1.2.3',
      '--1',
      '+1',
      'NaN',
      'Infinity',
      '0x10',
    ]) {
      expect(parseDollars(bad, { allowNegative: true }), bad).toMatchObject({ ok: false });
    }
    expect(parseDollars('-1')).toMatchObject({ ok: false, error: expect.stringMatching(/negative/) });
    expect(parseDollars('0.00', { allowNegative: true })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/zero/),
    });
    expect(parseDollars('100000000000.01')).toMatchObject({ ok: false });
  });
});

describe('burnLine', () => {
  it('sums spending by date against a straight line from 0 at the start to the budget at the end', () => {
    const points = burnLine(
      [
        { date: '2026-01-11', amountCents: 300 },
        { date: '2026-01-01', amountCents: 1000 },
        { date: '2026-01-11', amountCents: -100 },
      ],
      { startDate: '2026-01-01', endDate: '2026-01-21' },
      10_001,
    );
    expect(points).toEqual([
      { date: '2026-01-01', day: 20454, spentCents: 1000, plannedCents: 0 },
      // 10,001 × 10 / 20 days = 5,000.5: rounded down to the cent, in BigInt.
      { date: '2026-01-11', day: 20464, spentCents: 1200, plannedCents: 5000 },
      { date: '2026-01-21', day: 20474, spentCents: null, plannedCents: 10_001 },
    ]);
  });

  it('has no line without a period', () => {
    expect(burnLine([], { startDate: null, endDate: '2026-01-01' }, 0)).toBeNull();
    expect(burnLine([], { startDate: '2026-01-01', endDate: '2026-01-01' }, 5)).toEqual([
      { date: '2026-01-01', day: 20454, spentCents: 0, plannedCents: 5 },
    ]);
  });
});
