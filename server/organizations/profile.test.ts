import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { checkProfileChanges, profileReadiness } from './profile';

const complete = {
  legalName: 'Prairie Reads Literacy Council, Inc.',
  ein: '61-1234567',
  uei: 'J7MZK3LQ8RX4',
  samRegistrationExpiresOn: '2027-03-31',
  applicantType: '12',
  authorizedRepName: 'Maria Alvarez',
  authorizedRepTitle: 'Executive Director',
  authorizedRepEmail: 'maria@example.org',
  fiscalYearStartMonth: 7,
  indirectCostRate: 10,
  indirectCostRateExpiresOn: '2027-06-30',
};
const empty = Object.fromEntries(Object.keys(complete).map((k) => [k, null])) as unknown as typeof complete;

describe('profileReadiness', () => {
  it('a complete profile is ready, without warnings', () => {
    expect(profileReadiness(complete, '2026-11-27')).toEqual({ ready: true, missing: [], warnings: [] });
  });

  it('the empty profile lists every required field; fiscal year and indirect rate are optional', () => {
    const r = profileReadiness(empty, '2026-11-27');
    expect(r.ready).toBe(false);
    expect(r.missing.map((m) => m.field)).toEqual([
      'legalName',
      'ein',
      'uei',
      'samRegistrationExpiresOn',
      'applicantType',
      'authorizedRepresentative.name',
      'authorizedRepresentative.title',
      'authorizedRepresentative.email',
    ]);
  });

  it('a SAM.gov registration that expired blocks ("expired on …"); within 30 days it warns', () => {
    const expired = profileReadiness({ ...complete, samRegistrationExpiresOn: '2026-11-26' }, '2026-11-27');
    expect(expired.ready).toBe(false);
    expect(expired.missing).toEqual([
      { field: 'samRegistrationExpiresOn', message: expect.stringContaining('expired on November 26, 2026') },
    ]);
    const today = profileReadiness({ ...complete, samRegistrationExpiresOn: '2026-11-27' }, '2026-11-27');
    expect(today.ready).toBe(true);
    expect(today.warnings[0]!.message).toMatch(/expires today/);
    const soon = profileReadiness({ ...complete, samRegistrationExpiresOn: '2026-12-27' }, '2026-11-27');
    expect(soon).toMatchObject({ ready: true, warnings: [{ field: 'samRegistrationExpiresOn' }] });
    expect(soon.warnings[0]!.message).toMatch(/in 30 days/);
    expect(profileReadiness({ ...complete, samRegistrationExpiresOn: '2026-12-28' }, '2026-11-27').warnings).toEqual(
      [],
    );
  });

  it('an indirect cost rate agreement expired or expiring within 30 days warns without blocking', () => {
    const r = profileReadiness({ ...complete, indirectCostRateExpiresOn: '2026-01-01' }, '2026-11-27');
    expect(r).toMatchObject({ ready: true, warnings: [{ field: 'indirectCostRateExpiresOn' }] });
    expect(r.warnings[0]!.message).toMatch(/expired on January 1, 2026/);
    const soon = profileReadiness({ ...complete, indirectCostRateExpiresOn: '2026-12-18' }, '2026-11-27');
    expect(soon.warnings).toEqual([
      { field: 'indirectCostRateExpiresOn', message: expect.stringMatching(/expires in 21 days/) },
    ]);
  });
});

describe('checkProfileChanges', () => {
  const refused = (changes: Parameters<typeof checkProfileChanges>[0]) => {
    try {
      checkProfileChanges(changes);
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      return (err as AppError).extra.issues?.map((i) => i.path);
    }
    return [];
  };

  it('names each malformed field', () => {
    expect(refused({ ein: '12345678' })).toEqual(['ein']);
    expect(refused({ ein: '12-34567890' })).toEqual(['ein']);
    for (const uei of ['J7MZK3LQ8RI4', 'J7MZK3LQ8RO4', '07MZK3LQ8RX4', 'J7MZK3LQ8RX', 'j7mzk3lq8rx4']) {
      expect(refused({ uei }), uei).toEqual(['uei']);
    }
    expect(refused({ fiscalYearStartMonth: 13 })).toEqual(['fiscalYearStartMonth']);
    expect(refused({ indirectCostRate: -1 })).toEqual(['indirectCostRate']);
    expect(refused({ indirectCostRate: 100.5 })).toEqual(['indirectCostRate']);
    expect(refused({ applicantType: '99' })).toEqual(['applicantType']);
    expect(refused({ authorizedRepresentative: { email: 'not an email' } })).toEqual([
      'authorizedRepresentative.email',
    ]);
    expect(refused({ samRegistrationExpiresOn: '2026-13-01', legalName: ' ' })).toEqual([
      'legalName',
      'samRegistrationExpiresOn',
    ]);
  });

  it('takes well-formed values and nulls', () => {
    expect(refused({ ...complete, authorizedRepresentative: { name: 'A', title: 'B', email: 'a@b.org' } })).toEqual([]);
    expect(refused({ ein: null, uei: null, authorizedRepresentative: null })).toEqual([]);
  });
});
