// Funder report schedules: dated instances from a requirement (month ends clamped, always counted from the first
// date), an instance's status on a day, and the reminder a day calls for.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import { AppError } from '../errors';
import { daysInMonth, formatIsoDay, parseIsoDay } from './calendar';
import {
  DEFAULT_MAX_INSTANCES,
  dueDates,
  instanceStatus,
  reminderStage,
  type ReportFrequency,
  type ReportingRequirement,
} from './report-schedule';

describe('dueDates', () => {
  it('counts quarters from 31 January: each month end, back on the 31st when the month has one', () => {
    expect(dueDates({ frequency: 'quarterly', firstDueDate: '2026-01-31' }, { max: 5 })).toEqual([
      '2026-01-31',
      '2026-04-30',
      '2026-07-31',
      '2026-10-31',
      '2027-01-31',
    ]);
  });

  it('counts months from 31 January: 28 February, or 29 in a leap year, then 31 March', () => {
    expect(dueDates({ frequency: 'monthly', firstDueDate: '2026-01-31' }, { max: 4 })).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(dueDates({ frequency: 'monthly', firstDueDate: '2028-01-31' }, { max: 3 })).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
  });

  it('keeps an annual report from 29 February on the 29th in leap years and the 28th otherwise, over 8 years', () => {
    expect(dueDates({ frequency: 'annual', firstDueDate: '2024-02-29', endDate: '2031-12-31' })).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
    ]);
  });

  it('crosses from December into January of the next year', () => {
    expect(dueDates({ frequency: 'monthly', firstDueDate: '2026-11-15' }, { max: 3 })).toEqual([
      '2026-11-15',
      '2026-12-15',
      '2027-01-15',
    ]);
    expect(dueDates({ frequency: 'semiannual', firstDueDate: '2026-12-31' }, { max: 3 })).toEqual([
      '2026-12-31',
      '2027-06-30',
      '2027-12-31',
    ]);
  });

  it('yields one date for a one-off report, or none when it ends before', () => {
    expect(dueDates({ frequency: 'once', firstDueDate: '2026-06-30' })).toEqual(['2026-06-30']);
    expect(dueDates({ frequency: 'once', firstDueDate: '2026-06-30', endDate: '2026-06-29' })).toEqual([]);
  });

  it('stops at endDate (inclusive), at until, at max, and at the default maximum without any bound', () => {
    const quarterly: ReportingRequirement = {
      frequency: 'quarterly',
      firstDueDate: '2026-03-31',
      endDate: '2027-03-31',
    };
    expect(dueDates(quarterly)).toEqual(['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31', '2027-03-31']);
    expect(dueDates(quarterly, { until: '2026-09-30' })).toEqual(['2026-03-31', '2026-06-30', '2026-09-30']);
    expect(dueDates(quarterly, { max: 2 })).toEqual(['2026-03-31', '2026-06-30']);
    const unbounded = dueDates({ frequency: 'monthly', firstDueDate: '2026-01-15' });
    expect(unbounded).toHaveLength(DEFAULT_MAX_INSTANCES);
    expect(unbounded.at(-1)).toBe('2045-12-15');
  });

  it('stops at the year 9999', () => {
    expect(dueDates({ frequency: 'annual', firstDueDate: '9998-05-01' })).toEqual(['9998-05-01', '9999-05-01']);
  });

  it('refuses a day that does not exist or is not YYYY-MM-DD, and a bad max', () => {
    const bad =
      (requirement: ReportingRequirement, bounds = {}) =>
      () =>
        dueDates(requirement, bounds);
    expect(bad({ frequency: 'monthly', firstDueDate: '2026-02-30' })).toThrow(AppError);
    expect(bad({ frequency: 'monthly', firstDueDate: '2026-2-3' })).toThrow(/firstDueDate/);
    expect(bad({ frequency: 'monthly', firstDueDate: '2026-01-01', endDate: '2026-13-01' })).toThrow(/endDate/);
    expect(bad({ frequency: 'monthly', firstDueDate: '2026-01-01' }, { until: 'tomorrow' })).toThrow(/until/);
    expect(bad({ frequency: 'monthly', firstDueDate: '2026-01-01' }, { max: -1 })).toThrow(/max/);
    expect(bad({ frequency: 'monthly', firstDueDate: '2026-01-01' }, { max: 1.5 })).toThrow(/max/);
  });

  describe('properties', () => {
    const day = fc
      .record({
        year: fc.integer({ min: 1900, max: 2200 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .map((d) => formatIsoDay({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) }));
    const frequency = fc.constantFrom<ReportFrequency>('once', 'monthly', 'quarterly', 'semiannual', 'annual');
    const months = { once: 0, monthly: 1, quarterly: 3, semiannual: 6, annual: 12 };
    const requirement = fc.record(
      { frequency, firstDueDate: day, endDate: day },
      { requiredKeys: ['frequency', 'firstDueDate'] },
    );
    const bounds = fc.record({ until: day, max: fc.integer({ min: 0, max: 300 }) }, { requiredKeys: [] });

    it('yields strictly increasing dates, none after endDate or until, at most max', () => {
      fc.assert(
        fc.property(requirement, bounds, (req, b) => {
          const dates = dueDates(req, b);
          dates.slice(1).forEach((d, i) => expect(d > dates[i]!).toBe(true));
          for (const d of dates) {
            if (req.endDate !== undefined) expect(d <= req.endDate).toBe(true);
            if (b.until !== undefined) expect(d <= b.until).toBe(true);
          }
          expect(dates.length).toBeLessThanOrEqual(b.max ?? DEFAULT_MAX_INSTANCES);
          if (req.frequency === 'once') expect(dates.length).toBeLessThanOrEqual(1);
        }),
      );
    });

    it('puts the N-th date N periods after the first, on the same day or the month’s last day', () => {
      fc.assert(
        fc.property(requirement, (req) => {
          const first = parseIsoDay(req.firstDueDate)!;
          dueDates(req).forEach((iso, n) => {
            const date = parseIsoDay(iso)!;
            const monthIndex = first.year * 12 + first.month - 1 + n * months[req.frequency];
            expect(date.year).toBe(Math.floor(monthIndex / 12));
            expect(date.month).toBe((monthIndex % 12) + 1);
            expect(date.day).toBe(Math.min(first.day, daysInMonth(date.year, date.month)));
          });
        }),
      );
    });
  });
});

describe('instanceStatus', () => {
  it('is upcoming before the 30-day window, due through the due date, late from the day after', () => {
    expect(instanceStatus('2026-06-30', null, '2026-05-30')).toBe('upcoming');
    expect(instanceStatus('2026-06-30', null, '2026-05-31')).toBe('due');
    expect(instanceStatus('2026-06-30', null, '2026-06-30')).toBe('due');
    expect(instanceStatus('2026-06-30', null, '2026-07-01')).toBe('late');
    expect(instanceStatus('2026-01-15', null, '2025-12-16')).toBe('due');
  });

  it('is submitted once submitted, early or late', () => {
    expect(instanceStatus('2026-06-30', '2026-05-01T10:00:00.000Z', '2026-05-02')).toBe('submitted');
    expect(instanceStatus('2026-06-30', '2026-07-20T10:00:00.000Z', '2026-08-01')).toBe('submitted');
  });
});

describe('reminderStage', () => {
  it('calls for a reminder 14, 7 and 1 days before and on the first late day, and on no other day', () => {
    const due = '2026-03-03';
    const stages = new Map<string, number | 'late'>([
      ['2026-02-17', 14],
      ['2026-02-24', 7],
      ['2026-03-02', 1],
      ['2026-03-04', 'late'],
    ]);
    for (let offset = -30; offset <= 30; offset++) {
      const today = addDays(due, offset);
      expect(reminderStage(due, today), today).toBe(stages.get(today) ?? null);
    }
  });
});
