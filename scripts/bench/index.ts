// `npm run bench [-- <name>]`: runs one benchmark (default: rest). See docs/benchmarks.md.
// Adding a benchmark = one import and one entry in BENCHMARKS; each module exports `description` and `run(args)`.
import * as dashboard from './dashboard';
import * as discovery from './discovery';
import * as documents from './documents';
import * as expenses from './expenses';
import * as instructions from './instructions';
import * as lighthouse from './lighthouse';
import * as notifications from './notifications';
import * as pipeline from './pipeline';
import * as ratelimit from './ratelimit';
import * as relevance from './relevance';
import * as rest from './rest';
import * as sync from './sync';
import * as webhooks from './webhooks';

interface Benchmark {
  description: string;
  run(args: string[]): Promise<void>;
}

const BENCHMARKS: Record<string, Benchmark> = {
  rest,
  instructions,
  ratelimit,
  discovery,
  pipeline,
  webhooks,
  relevance,
  documents,
  expenses,
  sync,
  dashboard,
  notifications,
  lighthouse,
};

const DEFAULT = 'rest';

function usage(): string {
  const width = Math.max(...Object.keys(BENCHMARKS).map((n) => n.length));
  const lines = Object.entries(BENCHMARKS).map(([name, b]) => `  ${name.padEnd(width)}  ${b.description}`);
  return `usage: npm run bench [-- <name>]   (default: ${DEFAULT})\n\nbenchmarks:\n${lines.join('\n')}\n`;
}

const [name = DEFAULT, ...args] = process.argv.slice(2);
if (name === '-h' || name === '--help' || name === 'help') {
  process.stdout.write(usage());
  process.exit(0);
}
const bench = Object.hasOwn(BENCHMARKS, name) ? BENCHMARKS[name] : undefined;
if (!bench) {
  process.stderr.write(`unknown benchmark: ${name}\n\n${usage()}`);
  process.exit(2);
}
try {
  await bench.run(args);
  process.exit(0);
} catch (err) {
  process.stderr.write(`\nbench ${name} FAILED: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
}
