// The compact stored reasons render as the sentences readers have always seen (docs/matching.md, "Stored reasons").
// scoring.test.ts checks the same through the matching statement; these cover every case of every sentence.
import { describe, expect, it } from 'vitest';
import type { StoredReason } from '~/db/schema';
import { renderReason, renderReasons } from './match-reasons';

const cases: [StoredReason, string, string][] = [
  [['keyword', 26, 'salmon', true, false, 3], 'keyword', 'matched "salmon" in the title and the text (3 mentions)'],
  [['keyword', 20, 'salmon', true, true, 0], 'keyword', 'matched "salmon" in the title'],
  [['keyword', 6, 'NOAA', false, true, 1], 'keyword', 'matched "NOAA" in the agency, opportunity number or categories'],
  [['keyword', 6, 'river', false, false, 1], 'keyword', 'matched "river" in the description (1 mention)'],
  [
    ['term', 9, 'habitat', false, false, 2],
    'term',
    'matched "habitat" in the description (2 mentions) (a term of the mission description)',
  ],
  [['scale', 12, 1, true, 3, 40], 'scale', 'the mission has 1 keyword: keyword points × 3/1, up to 40'],
  [['scale', 4, 2, false, 3, 40], 'scale', 'the mission has 2 description terms: keyword points × 3/2, up to 40'],
  [
    ['title', 19, 'coral reef', 45],
    'title',
    '"coral reef" is in the title: a keyword phrase there is strong evidence on its own (keyword points raised to 45)',
  ],
  [['terms', 4, 'habitat, estuary'], 'term', 'mission description terms found: habitat, estuary'],
  [['cap', -7, 85], 'cap', 'text relevance is capped at 85 points'],
  [
    ['category', 15, ['Environment', 'Science and Technology'], true],
    'category',
    'Environment, Science and Technology',
  ],
  [
    ['category', 50, ['Health'], false],
    'category',
    'Health (the mission has no keywords or description: categories decide)',
  ],
  [['category', 15, [], true], 'category', 'any category (the mission names none)'],
  [['eligibility', 0, 'unlisted'], 'eligibility', 'the grant lists no applicant restriction'],
  [['eligibility', 0, 'unrestricted'], 'eligibility', 'open to any type of applicant (unrestricted)'],
  [
    ['eligibility', 0, 'open', 'Native American tribal organizations', 1],
    'eligibility',
    'open to Native American tribal organizations',
  ],
  [
    ['eligibility', 0, 'open', 'Small businesses', 3],
    'eligibility',
    'open to Small businesses and 2 more of your types',
  ],
  [
    ['eligibility', 0, 'others'],
    'eligibility',
    'your applicant types are not listed, but the grant accepts "Others": check its eligibility notes',
  ],
  [['eligibility', -30, 'closed', 'Individuals', 1], 'eligibility', 'not open to Individuals'],
  [['eligibility', -30, 'closed', 'Individuals', 2], 'eligibility', 'not open to Individuals or 1 more of your types'],
  [['amount', -15, 'below', null, 5000, 10000, null], 'amount', 'award ceiling $5,000 is below your minimum $10,000'],
  [
    ['amount', -15, 'above', 2500000, null, null, 1000000],
    'amount',
    'award floor $2,500,000 is above your maximum $1,000,000',
  ],
  [['amount', 0, 'fits', 10000, 200000, 0, 1000000], 'amount', 'award $10,000–$200,000 fits your range $0–$1,000,000'],
  [['amount', 0, 'fits', null, 200000, 5000, null], 'amount', 'award up to $200,000 fits your range from $5,000'],
  [
    ['amount', 0, 'fits', 1234567890123, null, null, 9e12],
    'amount',
    'award from $1,234,567,890,123 fits your range up to $9,000,000,000,000',
  ],
  [['deadline', -15, 0, '2026-11-29'], 'deadline', 'closes today (2026-11-29)'],
  [['deadline', -15, 1, '2026-11-30'], 'deadline', 'closes tomorrow (2026-11-30)'],
  [['deadline', -15, 6, '2026-12-05'], 'deadline', 'closes in 6 days (2026-12-05)'],
  [['clamp', -12], 'clamp', 'score is capped at 100'],
];

describe('renderReason', () => {
  it.each(cases)('%j → %s: %s', (stored, kind, detail) => {
    expect(renderReason(stored)).toEqual({ kind, detail, points: (stored as unknown[])[1] });
  });

  it('passes a reason stored with its sentence (rows written before the compact form) through unchanged', () => {
    const legacy = { kind: 'keyword', detail: 'matched "salmon" in the title', points: 20 };
    expect(renderReason(legacy)).toBe(legacy);
  });

  it('keeps the order and the points of a match, whatever the mix of forms', () => {
    const stored: StoredReason[] = [
      ['keyword', 20, 'salmon', true, false, 0],
      { kind: 'category', detail: 'Environment', points: 15 },
      ['deadline', -15, 3, '2026-12-02'],
    ];
    const rendered = renderReasons(stored);
    expect(rendered.map((r) => r.kind)).toEqual(['keyword', 'category', 'deadline']);
    expect(rendered.reduce((sum, r) => sum + r.points, 0)).toBe(20);
    expect(renderReasons(null)).toEqual([]);
  });

  it('renders a form it does not know by its code and points, with no sentence', () => {
    const unknown = ['future', 5, 'x'] as unknown as StoredReason;
    expect(renderReason(unknown)).toEqual({ kind: 'future', detail: '', points: 5 });
  });
});
