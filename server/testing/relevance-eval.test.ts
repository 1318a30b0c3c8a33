// The relevance benchmark's metrics on small hand-computed rankings.
import { describe, expect, it } from 'vitest';
import { dcgAt, meanMetrics, ndcgAt, precisionAt, rankingMetrics, recallAt } from './relevance-eval';

// Labels: a and b squarely relevant, c partly; x, y, z not labelled.
const GRADES = { a: 2, b: 2, c: 1 } as const;

describe('precision@k', () => {
  it('counts relevant grants of either grade among the first k, over k', () => {
    expect(precisionAt(['x', 'a', 'c', 'y', 'b', 'z'], GRADES, 5)).toBe(3 / 5);
  });
  it('counts the gaps of a ranking shorter than k as misses', () => {
    expect(precisionAt(['a'], GRADES, 5)).toBe(1 / 5);
    expect(precisionAt([], GRADES, 10)).toBe(0);
  });
});

describe('recall@k', () => {
  it('divides the relevant grants found in the first k by all relevant grants', () => {
    expect(recallAt(['x', 'a', 'y', 'c'], GRADES, 3)).toBe(1 / 3);
    expect(recallAt(['x', 'a', 'y', 'c'], GRADES, 10)).toBe(2 / 3);
  });
  it('is 1 for a mission with nothing to find', () => {
    expect(recallAt(['x'], {}, 10)).toBe(1);
  });
});

describe('nDCG@k', () => {
  it('discounts each gain by log2(position + 1)', () => {
    // 2/log2(2) + 0/log2(3) + 1/log2(4) = 2 + 0.5
    expect(dcgAt([2, 0, 1], 10)).toBeCloseTo(2.5, 12);
    expect(dcgAt([2, 0, 1], 1)).toBe(2);
  });
  it('divides by the DCG of the labels in their best order', () => {
    // ranking x, a, c: 0 + 2/log2(3) + 1/log2(4); ideal a, b, c: 2 + 2/log2(3) + 1/log2(4)
    const dcg = 2 / Math.log2(3) + 0.5;
    const ideal = 2 + 2 / Math.log2(3) + 0.5;
    expect(ndcgAt(['x', 'a', 'c'], GRADES, 10)).toBeCloseTo(dcg / ideal, 12);
    expect(ndcgAt(['a', 'b', 'c', 'x'], GRADES, 10)).toBe(1);
    expect(ndcgAt([], GRADES, 10)).toBe(0);
  });
  it('cuts the ideal ranking at k too', () => {
    // k = 1: the ideal is one grade-2 grant (DCG 2); the ranking's first is grade 1
    expect(ndcgAt(['c', 'a'], GRADES, 1)).toBe(1 / 2);
  });
});

describe('rankingMetrics and meanMetrics', () => {
  it('computes the four figures and averages them over missions', () => {
    const perfect = rankingMetrics(['a', 'b', 'c'], GRADES);
    expect(perfect).toEqual({ precisionAt5: 3 / 5, precisionAt10: 3 / 10, recallAt10: 1, ndcgAt10: 1 });
    const empty = rankingMetrics([], GRADES);
    expect(empty).toEqual({ precisionAt5: 0, precisionAt10: 0, recallAt10: 0, ndcgAt10: 0 });
    expect(meanMetrics([perfect, empty])).toEqual({
      precisionAt5: 0.3,
      precisionAt10: 0.15,
      recallAt10: 0.5,
      ndcgAt10: 0.5,
    });
  });
});
