// The relevance benchmark as a regression test: the labelled missions over both real extracts must score at least
// the recorded baseline on every overall figure, so that a change to the scoring that ranks worse fails here.
import { beforeAll, describe, expect, it } from 'vitest';
import baseline from '../testing/relevance-baseline.json';
import { evaluateRelevance, METRIC_NAMES, type RelevanceReport } from '../testing/relevance-eval';

/** Float noise only: the baseline is rounded down, so an unchanged matcher is never below it. */
const EPSILON = 1e-9;

const HOW_TO_UPDATE =
  'a change to the scoring lowered the relevance benchmark (docs/benchmarks.md, "Relevance"). After an intentional ' +
  'improvement, raise the baseline instead: run `npm run bench -- relevance` and copy its "baseline figures" into ' +
  'server/testing/relevance-baseline.json (`npm run bench -- relevance --json` prints them alone).';

let report: RelevanceReport;

beforeAll(async () => {
  report = await evaluateRelevance(); // throws on a label naming a grant the extracts do not hold
}, 180_000);

describe('the relevance benchmark (labelled missions over both real extracts)', () => {
  it('runs every labelled mission over the 91 real grants', () => {
    expect(report.grants).toBe(91);
    expect(report.missions.length).toBeGreaterThanOrEqual(15);
  });

  it.each(METRIC_NAMES)('%s is at least the recorded baseline', (name) => {
    expect(report.overall[name], `${name}: ${HOW_TO_UPDATE}`).toBeGreaterThanOrEqual(baseline[name] - EPSILON);
  });
});
