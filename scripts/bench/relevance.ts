/**
 * `npm run bench -- relevance` (docs/benchmarks.md#relevance): the labelled missions of
 * server/testing/relevance-labels.ts matched against both real Grants.gov extracts (91 grants) in an in-memory PGlite
 * database; precision@5, precision@10, recall@10 and nDCG@10 per mission and their means. The evaluation is
 * server/testing/relevance-eval.ts, the one the regression test (server/matching/relevance-benchmark.test.ts) runs.
 * Pass `--json` for the overall figures only, as server/testing/relevance-baseline.json records them, and
 * `--today=YYYY-MM-DD` to judge grant statuses on another day than the fixed one (`--today=2000-01-01`: every grant
 * of the extracts is open, which shows the scoring without the open-grants filter).
 */
import os from 'node:os';
import { OPEN_GRANT_STATUSES } from '~/server/grants/status';
import { baselineFigures, evaluateRelevance, METRIC_NAMES, type RankingMetrics } from '~/server/testing/relevance-eval';
import { log, machineLines, table } from './harness';

export const description =
  'relevance of the matcher on both real extracts: precision@5/@10, recall@10, nDCG@10 per labelled mission';

const OPEN: ReadonlySet<string> = new Set(OPEN_GRANT_STATUSES);
const fixed = (x: number) => x.toFixed(3);
const figures = (m: RankingMetrics) => METRIC_NAMES.map((name) => fixed(m[name]));

export async function run(args: string[]): Promise<void> {
  const json = args.includes('--json');
  const todayArg = args.find((a) => a.startsWith('--today='))?.slice('--today='.length);
  const unknown = args.filter((a) => a !== '--json' && !a.startsWith('--today='));
  if (unknown.length) throw new Error(`relevance takes --json and --today=YYYY-MM-DD only (got: ${unknown.join(' ')})`);
  if (todayArg !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(todayArg))
    throw new Error(`--today: not a YYYY-MM-DD day: ${todayArg}`);
  const loadBefore = os.loadavg()[0]!;
  const started = performance.now();
  const report = await evaluateRelevance({ today: todayArg });
  const seconds = (performance.now() - started) / 1000;

  const baseline = baselineFigures(report.overall);
  if (json) {
    process.stdout.write(`${JSON.stringify(baseline, null, 2)}\n`);
    return;
  }

  log(
    `relevance: ${report.missions.length} labelled missions × ${report.grants} real grants, statuses judged on ${report.today}\n`,
  );
  const rows = [
    ['mission', 'relevant', 'matched', 'P@5', 'P@10', 'R@10', 'nDCG@10'],
    ...report.missions.map((m) => [m.name, String(m.relevant), String(m.ranking.length), ...figures(m.metrics)]),
    [
      'overall (mean of missions)',
      String(report.missions.reduce((s, m) => s + m.relevant, 0)),
      String(report.missions.reduce((s, m) => s + m.ranking.length, 0)),
      ...figures(report.overall),
    ],
  ];
  log(table(rows));

  log(
    `\nlabelled grants not in the first 10, as grade:OpportunityID (@rank when matched lower; "closed" or "archived" on ${report.today}):`,
  );
  for (const m of report.missions) {
    if (m.missed.length === 0) continue;
    const missed = m.missed.map(
      (g) =>
        `${g.grade}:${g.sourceId}${g.rank === null ? '' : `@${g.rank}`}${OPEN.has(g.status) ? '' : ` ${g.status}`}`,
    );
    log(`  ${m.name}: ${missed.join(', ')}`);
  }

  log('\nmachine');
  for (const line of machineLines(`PGlite ${report.postgresVersion} (in process)`, loadBefore, os.loadavg()[0]!))
    log(line);
  log(`\nbaseline figures (server/testing/relevance-baseline.json): ${JSON.stringify(baseline)}`);
  log(`relevance: ${report.missions.length} missions, ${seconds.toFixed(1)} s`);
}
