// Tests for the synthetic grant generator: determinism, prefix stability, invariants and status mix.
import { describe, expect, it } from 'vitest';
import { CATEGORY_OF_FUNDING_ACTIVITY, ELIGIBLE_APPLICANTS, FUNDING_INSTRUMENT_TYPE } from '../codes';
import { deriveGrantStatus, type GrantStatus } from '../status';
import { generateSyntheticGrants } from './generate';

const TODAY = '2026-05-01';
const run = (count: number, seed = 7, today = TODAY) => [...generateSyntheticGrants({ count, seed, today })];

const BUDGET_CATEGORY_LABEL = new Set<string>(Object.values(CATEGORY_OF_FUNDING_ACTIVITY));
const INSTRUMENT_LABELS = new Set<string>(Object.values(FUNDING_INSTRUMENT_TYPE));
const APPLICANT_LABELS = new Set<string>(Object.values(ELIGIBLE_APPLICANTS));

function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

describe('generateSyntheticGrants', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    expect(run(200, 42)).toEqual(run(200, 42));
    const a = run(50, 1);
    const b = run(50, 2);
    expect(a.map((g) => g.title)).not.toEqual(b.map((g) => g.title));
    expect(a.map((g) => g.description)).not.toEqual(b.map((g) => g.description));
  });

  it('keeps record i independent of count (prefix stability)', () => {
    expect(run(1_000).slice(0, 100)).toEqual(run(100));
    expect(run(0)).toEqual([]);
  });

  it('produces unique source ids in SYN-<seed>-<i> form', () => {
    const grants = run(2_000, 9);
    expect(new Set(grants.map((g) => g.sourceId)).size).toBe(grants.length);
    expect(grants[0]?.sourceId).toBe('SYN-9-0');
    expect(grants[1_999]?.sourceId).toBe('SYN-9-1999');
  });

  it('satisfies the GrantInput invariants on every record', () => {
    for (const g of run(2_000)) {
      expect(g.source).toBe('synthetic');
      expect(g.sourceVersion).toBe(1);
      expect(g.ownerOrganizationId).toBeNull();
      expect(g.currency).toBe('USD');
      expect(g.title.trim()).not.toBe('');
      expect(g.opportunityNumber).toBeTruthy();
      expect(g.agency).toBeTruthy();
      expect(g.agencyCode).toBeTruthy();

      for (const d of [g.postedDate, g.closeDate, g.archiveDate]) {
        if (d !== null) expect(isValidDate(d), `bad date ${d}`).toBe(true);
      }
      expect(g.postedDate).not.toBeNull();
      expect(g.closeDate).not.toBeNull();
      if (g.postedDate && g.closeDate) expect(g.postedDate <= g.closeDate).toBe(true);
      if (g.closeDate && g.archiveDate) expect(g.archiveDate >= g.closeDate).toBe(true);

      expect(Number.isInteger(g.awardCeiling)).toBe(true);
      expect(g.awardCeiling).toBeGreaterThanOrEqual(5_000);
      expect(g.awardCeiling).toBeLessThanOrEqual(5_000_000);
      if (g.awardFloor !== null) {
        expect(Number.isInteger(g.awardFloor)).toBe(true);
        expect(g.awardFloor).toBeGreaterThan(0);
        expect(g.awardFloor).toBeLessThanOrEqual(g.awardCeiling!);
      }
      expect(g.expectedAwards).toBeGreaterThanOrEqual(1);
      expect(g.expectedAwards).toBeLessThanOrEqual(200);
      expect(g.estimatedTotalFunding).toBeGreaterThanOrEqual(g.awardCeiling!);

      expect(g.categories.length).toBeGreaterThanOrEqual(1);
      expect(g.categories.length).toBeLessThanOrEqual(2);
      for (const c of g.categories) expect(BUDGET_CATEGORY_LABEL.has(c), c).toBe(true);
      expect(g.fundingInstruments.length).toBeGreaterThanOrEqual(1);
      for (const f of g.fundingInstruments) expect(INSTRUMENT_LABELS.has(f), f).toBe(true);
      expect(g.eligibleApplicantTypes.length).toBeGreaterThanOrEqual(2);
      expect(g.eligibleApplicantTypes.length).toBeLessThanOrEqual(8);
      expect(new Set(g.eligibleApplicantTypes).size).toBe(g.eligibleApplicantTypes.length);
      for (const e of g.eligibleApplicantTypes) expect(APPLICANT_LABELS.has(e), e).toBe(true);

      expect(g.assistanceListings.length).toBeGreaterThanOrEqual(1);
      expect(g.assistanceListings.length).toBeLessThanOrEqual(2);
      for (const l of g.assistanceListings) expect(l.number).toMatch(/^\d{2}\.\d{3}$/);

      const paragraphs = g.description!.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      expect(g.description).not.toMatch(/undefined|\$\{|<[a-z]/);

      expect(g.url).toBeNull(); // no made-up link to a real site
      expect(g.contact?.email).toMatch(/^[a-z0-9._-]+@[a-z0-9.-]+\.gov$/);
      expect(g.contact?.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
  });

  it('mixes statuses roughly 60/15/15/10 for a fixed today', () => {
    const counts: Record<GrantStatus, number> = { posted: 0, forecasted: 0, closed: 0, archived: 0 };
    const grants = run(2_000, 123);
    for (const g of grants) counts[deriveGrantStatus(g, TODAY)]++;
    const share = (s: GrantStatus) => counts[s] / grants.length;
    expect(share('posted')).toBeGreaterThan(0.52);
    expect(share('posted')).toBeLessThan(0.68);
    expect(share('forecasted')).toBeGreaterThan(0.1);
    expect(share('forecasted')).toBeLessThan(0.2);
    expect(share('closed')).toBeGreaterThan(0.1);
    expect(share('closed')).toBeLessThan(0.2);
    expect(share('archived')).toBeGreaterThan(0.06);
    expect(share('archived')).toBeLessThan(0.14);
  });

  it('varies agencies, cost sharing and instruments across a run', () => {
    const grants = run(2_000, 5);
    expect(new Set(grants.map((g) => g.agencyCode)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(grants.map((g) => g.title)).size).toBeGreaterThan(500);
    const costSharing = grants.filter((g) => g.costSharing).length / grants.length;
    expect(costSharing).toBeGreaterThan(0.18);
    expect(costSharing).toBeLessThan(0.32);
    expect(grants.some((g) => g.fundingInstruments.includes('Cooperative Agreement'))).toBe(true);
    const withNonprofits = grants.filter((g) => g.eligibleApplicantTypes.includes(ELIGIBLE_APPLICANTS['12'])).length;
    expect(withNonprofits / grants.length).toBeGreaterThan(0.6);
  });

  it('rejects invalid options', () => {
    expect(() => run(1, 1, '2026-02-30')).toThrow(RangeError);
    expect(() => [...generateSyntheticGrants({ count: -1 })]).toThrow(RangeError);
  });
});
