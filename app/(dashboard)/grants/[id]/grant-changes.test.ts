import { describe, expect, it } from 'vitest';
import { VERSIONED_FIELDS } from '~/server/grants/versions';
import { CHANGE_ORDER, describeChanges, type GrantVersionChanges } from './grant-changes';

const texts = (changes: GrantVersionChanges, currency?: string) =>
  describeChanges(changes, currency).map((s) => s.text);

describe('describeChanges', () => {
  it('tells every versioned field, and no other', () => {
    expect([...CHANGE_ORDER].sort()).toEqual([...VERSIONED_FIELDS].sort());
  });

  it('says nothing of a version without changes', () => {
    expect(describeChanges({})).toEqual([]);
  });

  it('moves, sets and removes a close date, in the dashboard’s date format', () => {
    expect(texts({ closeDate: ['2026-03-03', '2026-04-01'] })).toEqual([
      'Close date moved from Mar 3, 2026 to Apr 1, 2026',
    ]);
    expect(texts({ closeDate: ['2026-04-01', '2026-03-03'] })).toEqual([
      'Close date moved from Apr 1, 2026 to Mar 3, 2026',
    ]);
    expect(texts({ closeDate: [null, '2030-12-31'] })).toEqual(['Close date set to Dec 31, 2030']);
    expect(texts({ closeDate: ['2030-12-31', null] })).toEqual(['Close date removed (was Dec 31, 2030)']);
  });

  it('raises, lowers, sets and removes each amount, in the grant’s currency', () => {
    expect(texts({ awardCeiling: [250_000, 400_000] })).toEqual(['Award ceiling raised from $250,000 to $400,000']);
    expect(texts({ awardCeiling: [400_000, 250_000] })).toEqual(['Award ceiling lowered from $400,000 to $250,000']);
    expect(texts({ awardCeiling: [null, 400_000] })).toEqual(['Award ceiling set to $400,000']);
    expect(texts({ awardCeiling: [400_000, null] })).toEqual(['Award ceiling removed (was $400,000)']);

    expect(texts({ awardFloor: [0, 10_000] })).toEqual(['Award floor raised from $0 to $10,000']);
    expect(texts({ awardFloor: [10_000, 5_000] })).toEqual(['Award floor lowered from $10,000 to $5,000']);
    expect(texts({ awardFloor: [null, 5_000] })).toEqual(['Award floor set to $5,000']);
    expect(texts({ awardFloor: [5_000, null] })).toEqual(['Award floor removed (was $5,000)']);

    expect(texts({ estimatedTotalFunding: [1_000_000, 2_500_000] })).toEqual([
      'Estimated total funding raised from $1,000,000 to $2,500,000',
    ]);
    expect(texts({ estimatedTotalFunding: [2_500_000, 1_000_000] })).toEqual([
      'Estimated total funding lowered from $2,500,000 to $1,000,000',
    ]);
    expect(texts({ estimatedTotalFunding: [null, 1_000_000] })).toEqual(['Estimated total funding set to $1,000,000']);
    expect(texts({ estimatedTotalFunding: [1_000_000, null] })).toEqual([
      'Estimated total funding removed (was $1,000,000)',
    ]);

    expect(texts({ awardCeiling: [250_000, 400_000] }, 'EUR')).toEqual([
      'Award ceiling raised from €250,000 to €400,000',
    ]);
  });

  it('raises, lowers, sets and removes the expected number of awards', () => {
    expect(texts({ expectedAwards: [5, 12] })).toEqual(['Expected awards raised from 5 to 12']);
    expect(texts({ expectedAwards: [1200, 8] })).toEqual(['Expected awards lowered from 1,200 to 8']);
    expect(texts({ expectedAwards: [null, 3] })).toEqual(['Expected awards set to 3']);
    expect(texts({ expectedAwards: [3, null] })).toEqual(['Expected awards removed (was 3)']);
  });

  it('names each status as the dashboard does', () => {
    expect(texts({ status: ['forecasted', 'posted'] })).toEqual(['Status changed from Forecasted to Posted']);
    expect(texts({ status: ['posted', 'archived'] })).toEqual(['Status changed from Posted to Archived']);
    expect(texts({ status: ['closed', 'posted'] })).toEqual(['Status changed from Closed to Posted']);
  });

  it('lists the applicant types added and removed by name, codes named from Grants.gov’s table', () => {
    const [sentence] = describeChanges({
      eligibleApplicantTypes: [
        ['City or township governments', 'Small businesses'],
        ['12', 'City or township governments', 'County governments'],
      ],
    });
    expect(sentence).toEqual({
      field: 'eligibleApplicantTypes',
      text: 'Eligible applicant types changed',
      added: [
        'Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education',
        'County governments',
      ],
      removed: ['Small businesses'],
    });
    // From none, and to none.
    expect(describeChanges({ eligibleApplicantTypes: [[], ['Individuals']] })[0]).toMatchObject({
      added: ['Individuals'],
      removed: [],
    });
    expect(describeChanges({ eligibleApplicantTypes: [['Individuals'], []] })[0]).toMatchObject({
      added: [],
      removed: ['Individuals'],
    });
  });

  it('says the title and the description were updated, added or removed, without quoting them', () => {
    expect(texts({ title: ['Old title', 'New title'] })).toEqual(['Title updated']);
    expect(texts({ description: ['Before.', 'After.'] })).toEqual(['Description updated']);
    expect(texts({ description: [null, 'Now described.'] })).toEqual(['Description added']);
    expect(texts({ description: ['Was described.', null] })).toEqual(['Description removed']);
  });

  it('tells a version of many changes status first, then dates, money and the rest', () => {
    expect(
      texts({
        description: ['a', 'b'],
        title: ['A', 'B'],
        closeDate: [null, '2026-04-01'],
        expectedAwards: [2, 3],
        awardCeiling: [300_000, 450_000],
        status: ['forecasted', 'posted'],
        eligibleApplicantTypes: [['Individuals'], ['Individuals', 'Small businesses']],
        estimatedTotalFunding: [900_000, 600_000],
        awardFloor: [null, 1_000],
      }),
    ).toEqual([
      'Status changed from Forecasted to Posted',
      'Close date set to Apr 1, 2026',
      'Award ceiling raised from $300,000 to $450,000',
      'Award floor set to $1,000',
      'Estimated total funding lowered from $900,000 to $600,000',
      'Expected awards raised from 2 to 3',
      'Eligible applicant types changed',
      'Title updated',
      'Description updated',
    ]);
  });
});
