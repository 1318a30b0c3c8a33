// Malformed paths and wrong methods get a 4xx, never a 5xx or a stack in the log (docs/api.md#conventions,
// docs/dashboard.md#what-the-endpoint-refuses). Every route is found by walking app/: each page and route handler, each
// [param] and [...param] segment, and each route handler's exported methods — a route added later is covered without
// editing this file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRouter } from '~/server/api/root';
import { ROOT } from '../fixtures/app-server';
import { fixtures } from '../fixtures/fixtures';
import { listProcedures } from '../fixtures/trpc-procedures';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const WRONG_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Not UTF-8 once decoded: a lone byte, a lone %, a cut sequence, overlong forms, a surrogate, beyond U+10FFFF. */
const MALFORMED = ['%ff', '%', '%E0%A4%A', '%C0%AF', '%E0%80%AF', '%ED%A0%80', '%F4%90%80%80', 'x%'];

interface Route {
  /** The route's segments as in app/ without route groups, e.g. ['invite', '[token]']. */
  segments: string[];
  kind: 'page' | 'route';
  /** A route handler's exported methods (HEAD included when GET is: Next answers it). */
  methods: Set<string>;
}

function exportedMethods(source: string): Set<string> {
  const found = new Set<string>();
  const name = '(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)';
  for (const m of source.matchAll(new RegExp(`export\\s+(?:async\\s+)?(?:function|const|let)\\s+${name}\\b`, 'g')))
    found.add(m[1]!);
  for (const block of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const m of block[1]!.matchAll(new RegExp(`(?:\\bas\\s+|^\\s*|,\\s*)${name}\\b`, 'g'))) found.add(m[1]!);
  }
  if (found.has('GET')) found.add('HEAD');
  return found;
}

function walk(dir: string, segments: string[], out: Route[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_') || entry.name.startsWith('@')) continue; // private folders, slots
      const group = /^\(.*\)$/.test(entry.name);
      walk(path.join(dir, entry.name), group ? segments : [...segments, entry.name], out);
    } else if (/^page\.(tsx|ts|jsx|js)$/.test(entry.name)) {
      out.push({ segments, kind: 'page', methods: new Set(['GET', 'HEAD']) });
    } else if (/^route\.(ts|js)$/.test(entry.name)) {
      out.push({
        segments,
        kind: 'route',
        methods: exportedMethods(fs.readFileSync(path.join(dir, entry.name), 'utf8')),
      });
    }
  }
}

const routes: Route[] = [];
walk(path.join(ROOT, 'app'), [], routes);
const isDynamic = (s: string) => /^\[.+\]$/.test(s);
const label = (r: Route) => `/${r.segments.join('/')}`;
/** A URL for the route with `value` in dynamic slot `slot` (the others get a plain value); the calendar feed keeps .ics. */
function urlFor(r: Route, slot: number | null, value: string): string {
  const parts = r.segments.map((s, i) => {
    if (!isDynamic(s)) return s;
    const v = i === slot ? value : 'x';
    return r.segments[0] === 'calendar' ? `${v}.ics` : v;
  });
  return `/${parts.join('/')}`;
}

/** The shared app's log (e2e/fixtures/global-setup.ts starts it as api-<database>). */
const logFile = () => fixtures().appLogFile;

interface Answer {
  what: string;
  status: number;
  text: string;
}

async function send(method: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${fixtures().baseUrl}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...headers,
      ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { 'Content-Type': 'application/json' } : {}),
    },
    body: method === 'POST' || method === 'PUT' || method === 'PATCH' ? '{}' : undefined,
  });
  return { what: `${method} ${url}`, status: res.status, text: method === 'HEAD' ? '' : await res.text() };
}

describe('malformed paths and wrong methods, on every route in app/', () => {
  it('finds the routes (pages, route handlers, dynamic segments)', () => {
    const dynamic = routes.filter((r) => r.segments.some(isDynamic)).map(label);
    expect(dynamic).toEqual(
      expect.arrayContaining(['/invite/[token]', '/calendar/[feed]', '/api/trpc/[trpc]', '/api/auth/[...nextauth]']),
    );
    expect(routes.find((r) => label(r) === '/notifications/unsubscribe')?.methods).toEqual(
      new Set(['GET', 'HEAD', 'POST']),
    );
    expect(routes.find((r) => label(r) === '/api/trpc/[trpc]')?.methods).toEqual(new Set(['GET', 'HEAD', 'POST']));
  });

  it('a malformed percent-encoding in any dynamic segment is a 4xx (400 but for the REST surface’s 404), never a 5xx or a stack in the log', async () => {
    const logStart = fs.statSync(logFile()).size;
    const answers: Answer[] = [];
    for (const r of routes.filter((x) => x.segments.some(isDynamic))) {
      const slots = r.segments.map((s, i) => (isDynamic(s) ? i : -1)).filter((i) => i >= 0);
      for (const slot of slots) {
        const values = [...MALFORMED, ...MALFORMED.map((m) => `ok${m}`)];
        // A catch-all takes several segments: the malformed one after a good one.
        if (/^\[\.\.\./.test(r.segments[slot]!)) values.push(...MALFORMED.map((m) => `x/${m}`));
        for (const value of values) {
          // OPTIONS answers without reading the path; a HEAD on /api/v1 has no body for the contract check to read.
          const methods = [...r.methods].filter((m) => m !== 'OPTIONS' && !(m === 'HEAD' && r.segments[1] === 'v1'));
          for (const method of methods) {
            answers.push(await send(method, urlFor(r, slot, value)));
          }
        }
      }
    }
    expect(answers.length).toBeGreaterThan(100);
    const wrong = answers
      .filter((a) => (a.what.includes('/api/v1/') ? a.status !== 400 && a.status !== 404 : a.status !== 400))
      .map((a) => `${a.what} → ${a.status} ${a.text.slice(0, 80)}`);
    expect(wrong).toEqual([]);
    expect(answers.every((a) => !/\n\s+at |"stack"/.test(a.text))).toBe(true);
    const log = fs.readFileSync(logFile(), 'utf8').slice(logStart);
    expect(log.match(/.*(URIError|"stack"|\n\s+at ).*/g) ?? []).toEqual([]);
  });

  it('a method a route does not take is a 405 (pages take GET and HEAD; route handlers what they export), never a 5xx', async () => {
    const logStart = fs.statSync(logFile()).size;
    const answers: Answer[] = [];
    for (const r of routes) {
      const url = urlFor(r, null, 'x');
      for (const method of WRONG_METHODS.filter((m) => !r.methods.has(m))) answers.push(await send(method, url));
    }
    const wrong = answers.filter((a) => a.status !== 405).map((a) => `${a.what} → ${a.status} ${a.text.slice(0, 80)}`);
    expect(wrong).toEqual([]);
    // And what a route does take is not refused by method (the proxy's list of route handlers agrees with app/).
    const taken: Answer[] = [];
    for (const r of routes.filter((x) => x.kind === 'route')) {
      for (const method of METHODS.filter((m) => r.methods.has(m) && m !== 'HEAD')) {
        taken.push(await send(method, urlFor(r, null, 'x'), { Origin: fixtures().baseUrl }));
      }
    }
    expect(taken.filter((a) => a.status === 405 || a.status >= 500).map((a) => `${a.what} → ${a.status}`)).toEqual([]);
    const log = fs.readFileSync(logFile(), 'utf8').slice(logStart);
    expect(log.match(/.*("stack"|\n\s+at ).*/g) ?? []).toEqual([]);
  }, 120_000);

  it('a GET (or any method but POST) to each dashboard mutation, without a session, is a 405 and runs nothing', async () => {
    const logStart = fs.statSync(logFile()).size;
    const mutations = listProcedures(appRouter as unknown as Parameters<typeof listProcedures>[0]).filter(
      (p) => p.type === 'mutation',
    );
    expect(mutations.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const p of mutations) {
      const a = await send('GET', `/api/trpc/${p.path}?input=${encodeURIComponent('{}')}`);
      if (a.status !== 405) wrong.push(`${a.what} → ${a.status} ${a.text.slice(0, 80)}`);
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const b = await send(method, `/api/trpc/${p.path}`);
        if (b.status !== 405) wrong.push(`${b.what} → ${b.status}`);
      }
    }
    expect(wrong).toEqual([]);
    const log = fs.readFileSync(logFile(), 'utf8').slice(logStart);
    expect(log.match(/.*("stack"|\n\s+at |"level":"error").*/g) ?? []).toEqual([]);
  });
});
