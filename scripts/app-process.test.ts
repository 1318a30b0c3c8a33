// The production server runs with the same Node flags however it is started: `npm start`, the tests and the benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, SERVER_NODE_FLAGS } from './app-process';

describe('SERVER_NODE_FLAGS', () => {
  it('are the flags npm start gives node', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(
      `NODE_ENV=production node ${SERVER_NODE_FLAGS.join(' ')} --import tsx scripts/serve.ts`,
    );
  });
});
