// What users and integrators read (pages, server messages and the OpenAPI text, docs, the SDK, the README) stands on
// its own: it never sends the reader to an internal planning document, by name or by section sign.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const TREES = ['app', 'server', 'docs', 'sdk', 'README.md'];
const TEXT = /\.(tsx?|mts|m?js|md|json|css|svg|html)$/;
// Tests are not read by users; their fixtures quote third-party text as it is.
const SKIP = /\.test\.tsx?$|(^|\/)(node_modules|dist|fixtures)(\/|$)/;

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return TEXT.test(entry) && !SKIP.test(entry) ? [entry] : [];
  return fs.readdirSync(full).flatMap((name) => {
    const child = path.posix.join(entry, name);
    return SKIP.test(child) ? [] : files(child);
  });
}

describe('user-facing text', () => {
  it('cites no internal document (no “SPEC”, no “§”)', () => {
    const all = TREES.flatMap(files);
    expect(all.length).toBeGreaterThan(100);
    const citations = all.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\bSPEC\b|§/.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])),
    );
    expect(citations).toEqual([]);
  });
});
