import { describe, expect, it } from 'vitest';
import { daysBetween, digestPeriod, expiryStage, isoWeek, isTimeZone, localTime, reminderStage } from './schedule';

describe('localTime', () => {
  it('reads the wall clock of the zone, across the date line and daylight saving', () => {
    expect(localTime(new Date('2026-11-25T11:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-25',
      hour: 6,
      weekday: 3,
    });
    expect(localTime(new Date('2026-11-25T12:00:00Z'), 'America/New_York').hour).toBe(7);
    expect(localTime(new Date('2026-07-01T11:00:00Z'), 'America/New_York').hour).toBe(7); // EDT
    expect(localTime(new Date('2026-11-25T11:30:00Z'), 'Pacific/Kiritimati')).toEqual({
      date: '2026-11-26',
      hour: 1,
      weekday: 4,
    });
  });
});

describe('digestPeriod', () => {
  const tz = 'America/New_York';
  it('daily: none before 07:00 local, the local day from 07:00', () => {
    expect(digestPeriod('daily', new Date('2026-11-25T11:59:00Z'), tz)).toBeNull();
    expect(digestPeriod('daily', new Date('2026-11-25T12:00:00Z'), tz)).toBe('day:2026-11-25');
    expect(digestPeriod('daily', new Date('2026-11-26T04:59:00Z'), tz)).toBe('day:2026-11-25'); // 23:59 local
  });
  it('weekly: on Monday from 07:00 local, the ISO week; never on another day', () => {
    expect(digestPeriod('weekly', new Date('2026-11-30T11:00:00Z'), tz)).toBeNull(); // Monday 06:00
    expect(digestPeriod('weekly', new Date('2026-11-30T12:00:00Z'), tz)).toBe('week:2026-W49');
    expect(digestPeriod('weekly', new Date('2026-12-01T04:30:00Z'), tz)).toBe('week:2026-W49'); // Monday 23:30
    expect(digestPeriod('weekly', new Date('2026-12-02T12:00:00Z'), tz)).toBeNull(); // Wednesday
    expect(digestPeriod('weekly', new Date('2026-11-29T23:00:00Z'), tz)).toBeNull(); // Sunday evening
  });
  it('off: never', () => {
    expect(digestPeriod('off', new Date('2026-11-30T12:00:00Z'), tz)).toBeNull();
  });
});

describe('isoWeek and daysBetween', () => {
  it('follow ISO 8601 at year ends', () => {
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
    expect(daysBetween('2026-11-25', '2026-12-09')).toBe(14);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });
});

describe('reminderStage', () => {
  it('pursuits: 14, 7 and 1 days; nothing after the deadline', () => {
    expect([15, 14, 13, 8, 7, 2, 1, 0, -1].map((d) => reminderStage('pursuit', d))).toEqual([
      null,
      '14d',
      '14d',
      '14d',
      '7d',
      '7d',
      '1d',
      '1d',
      null,
    ]);
  });
  it('deliverables: 7 and 1 days, then overdue for a week', () => {
    expect([14, 8, 7, 1, 0, -1, -7, -8].map((d) => reminderStage('deliverable', d))).toEqual([
      null,
      null,
      '7d',
      '1d',
      '1d',
      'overdue',
      'overdue',
      null,
    ]);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Mars/Olympus', '', 'Europe/Paris\n', '../etc', 'x'.repeat(100)])
      expect(isTimeZone(bad)).toBe(false);
  });
});

describe('expiryStage', () => {
  it('60, 30 and 7 days before an expiry; nothing after it or further ahead', () => {
    expect([61, 60, 31, 30, 8, 7, 1, 0, -1].map(expiryStage)).toEqual([
      null,
      '60d',
      '60d',
      '30d',
      '30d',
      '7d',
      '7d',
      '7d',
      null,
    ]);
  });
});
