// Property-based fuzzing of the whole REST API from its own OpenAPI document (bad input never reaches a 500):
// for every operation fast-check generates path, query and body values from the declared schemas — valid ones, values
// just outside them, wrong types, hostile text — and every answer must be below 500, with each 4xx in the error shape
// of docs/api.md#errors. It writes in an organization of its own (fixtures().fuzz) and deletes the missions it created.
// Reproduce a run with FUZZ_SEED=<seed printed below>; FUZZ_RUNS sets the cases per operation.
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: Schema | null;
}

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
// The fuzzer's organization is on the enterprise plan, 1,000 requests a minute, and a run takes seconds: the cases per
// operation are as many as fit in that budget (8 in 11 cases carry the real key), at most 50, so that every operation
// is exercised rather than the last ones answered 429 (asserted below).
const MAX_RUNS = 50;
const COUNTED_BUDGET = 900;
const runsFor = (operationCount: number) =>
  Number(process.env.FUZZ_RUNS ?? Math.min(MAX_RUNS, Math.floor((COUNTED_BUDGET * 11) / (8 * operationCount))));

/** Text that has broken servers: NUL, lone surrogates, absurd dates, injection, huge and odd numbers. */
const HOSTILE_TEXT = [
  'a\u0000b',
  'x\uD800y',
  '\uDFFF',
  '9999-12-31',
  '0000-00-00',
  '2024-02-30',
  '1899-12-31',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  "' or 1=1--",
  '"; drop table grants; --',
  '%00',
  '../../etc/passwd',
  '{}',
  '[]',
  'null',
  ' ',
  '\t\n',
  '𝕳𝖊𝖑𝖑𝖔',
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
];

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

const date = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Values the schema accepts. */
function valid(schema: Schema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(valid));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1_000_000,
        max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'array':
      return fc.array(valid(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, s] of Object.entries(props)) record[name] = valid(s);
      return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    case 'string':
    default: {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date') return date;
      if (schema.format === 'date-time') return date.map((d) => `${d}T12:00:00.000Z`);
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'uri') return fc.webUrl();
      const min = schema.minLength ?? 0;
      return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 40, 40)) });
    }
  }
}

/** Values just outside the schema: one past each bound, the wrong type, hostile text. */
function outside(schema: Schema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [];
  if (schema.minimum !== undefined) edges.push(schema.minimum - 1);
  if (schema.maximum !== undefined) edges.push(schema.maximum + 1);
  if (schema.maxLength !== undefined) edges.push('y'.repeat(schema.maxLength + 1));
  if (schema.minLength) edges.push('');
  if (schema.maxItems !== undefined) edges.push(Array.from({ length: schema.maxItems + 1 }, () => 'k'));
  if (schema.items?.minLength) edges.push(['']);
  return edges.length ? fc.oneof(fc.constantFrom(...edges), hostile) : hostile;
}

/** Mostly valid, sometimes just outside, for one value. */
const anyValue = (schema: Schema) =>
  fc.oneof({ weight: 8, arbitrary: valid(schema) }, { weight: 1, arbitrary: outside(schema) });

/** A JSON body: a mostly valid object (each property sometimes wrong, sometimes missing), or not an object at all. */
function body(schema: Schema): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, s] of Object.entries(props)) record[name] = anyValue(s);
  const object = fc
    .tuple(
      fc.record(record, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 10 }), hostile, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
  return fc.oneof(
    { weight: 4, arbitrary: valid(schema) },
    { weight: 3, arbitrary: object },
    { weight: 1, arbitrary: hostile },
  );
}

/** Percent-encodes a path segment; a lone surrogate goes out as its WTF-8 bytes (invalid UTF-8), as a raw client could send it. */
function encodeSegment(text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

let document: { paths: Record<string, Record<string, any>> };
let operations: Operation[];
const realIds: Record<string, string[]> = {};
const createdMissions = new Set<string>();
const key = () => fixtures().fuzz.key;

beforeAll(async () => {
  const res = await fetch(`${fixtures().baseUrl}/api/v1/openapi.json`);
  document = await res.json();
  operations = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (op.parameters ?? []) as Parameter[],
      body: (op.requestBody?.content?.['application/json']?.schema ?? null) as Schema | null,
    })),
  );
  // Real ids for the {id} slots: a mission, a won pursuit with its project, and a task of that project.
  const mission = await api('/missions', { method: 'POST', key: key(), body: { name: `fuzz ${randomUUID()}` } });
  createdMissions.add(mission.body.id);
  const pursuit = await api('/pursuits', {
    method: 'POST',
    key: key(),
    body: { title: `fuzz ${randomUUID()}`, stage: 'submitted' },
  });
  const won = await api(`/pursuits/${pursuit.body.id}`, {
    method: 'PATCH',
    key: key(),
    body: { status: 'won', amountAwarded: 1000 },
  });
  const project = won.body.project.id as string;
  const task = await api(`/projects/${project}/tasks`, {
    method: 'POST',
    key: key(),
    body: { title: 'fuzz deliverable' },
  });
  // A webhook endpoint on a loopback port nothing listens on, disabled: a fuzzed PATCH that enables it sends no
  // request off this machine.
  const webhook = await api('/webhooks', {
    method: 'POST',
    key: key(),
    body: { url: 'http://127.0.0.1:9/fuzz', enabled: false },
  });
  // An application template and a checklist item of the pursuit (docs/applications.md).
  const template = await api('/requirement-templates', {
    method: 'POST',
    key: key(),
    body: { name: `fuzz ${randomUUID()}`, items: [{ kind: 'form', title: 'fuzz item' }] },
  });
  const requirement = await api(`/pursuits/${pursuit.body.id}/requirements`, {
    method: 'POST',
    key: key(),
    body: { kind: 'form', title: 'fuzz requirement' },
  });
  const grants = await api('/grants?limit=1', { key: key() });
  realIds['requirement-templates'] = template.status === 201 ? [template.body.id] : [];
  realIds.requirements = requirement.status === 201 ? [requirement.body.id] : [];
  realIds.missions = [mission.body.id];
  realIds.pursuits = [pursuit.body.id];
  realIds.projects = [project];
  realIds.tasks = [task.body.id];
  realIds.grants = grants.body.data.map((g: { id: string }) => g.id);
  realIds.webhooks = webhook.status === 201 ? [webhook.body.id] : [];
});

afterAll(async () => {
  for (const id of createdMissions) await api(`/missions/${id}`, { method: 'DELETE', key: key() });
  for (const id of realIds.webhooks ?? []) await api(`/webhooks/${id}`, { method: 'DELETE', key: key() });
});

/** Path parameter values: real ids of the right kind, random UUIDs, and garbage. */
function pathValue(path: string, name: string): fc.Arbitrary<string> {
  const resource = name === 'taskId' ? 'tasks' : name === 'requirementId' ? 'requirements' : path.split('/')[1]!;
  const ids = realIds[resource] ?? [];
  return fc.oneof(
    { weight: 3, arbitrary: ids.length ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_TEXT.filter((t) => t.length < 100), 'not-a-uuid', '') },
  );
}

/** Who calls: mostly the fuzzing organization's key; sometimes nobody, a forged key, a bearer of junk, or the read-only portal token. */
const caller = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Record<string, string>>({ 'X-API-Key': '' }) },
  { weight: 1, arbitrary: fc.constant<Record<string, string>>({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'X-API-Key': 'gms_live_forged' },
      { Authorization: 'Bearer junk' },
      { Authorization: 'Bearer portal_' },
    ),
  },
  { weight: 1, arbitrary: fc.constant<Record<string, string>>({ Authorization: 'portal' }) },
);

interface Exchange {
  label: string;
  status: number;
  headers: Headers;
  body: any;
}
const exchanges: Exchange[] = [];
let sequence = 0x500001;

function checkShape(x: Exchange) {
  expect(x.status, `${x.label} → ${x.status} ${JSON.stringify(x.body).slice(0, 300)}`).toBeLessThan(500);
  if (x.status >= 400) {
    expect(x.body, x.label).toMatchObject({
      error: expect.any(String),
      code: expect.stringMatching(/^[A-Z][A-Z_]+$/),
      requestId: expect.any(String),
    });
    expect(x.headers.get('x-request-id'), x.label).toBe(x.body.requestId);
    expect(x.headers.get('content-type'), x.label).toContain('application/json');
    if (x.body.issues !== undefined) {
      for (const issue of x.body.issues)
        expect(issue, x.label).toMatchObject({ path: expect.any(String), message: expect.any(String) });
    }
  }
}

describe('every /api/v1 operation, fuzzed from the OpenAPI document', () => {
  it('never answers 5xx; every 4xx is a documented error body', async () => {
    expect(operations.length).toBeGreaterThan(10);
    const RUNS = runsFor(operations.length);
    for (const op of operations) {
      const params = op.parameters.filter((p) => p.in !== 'header');
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      const input = fc.record({
        path: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(op.path, p.name)]))),
        query: fc.record(
          Object.fromEntries(queryParams.map((p) => [p.name, fc.option(anyValue(p.schema), { nil: undefined })])),
        ),
        body: op.body ? body(op.body) : fc.constant(undefined),
        caller,
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ path, query, body: payload, caller: who }) => {
          const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeSegment(path[name] as string));
          const search = new URLSearchParams();
          for (const [name, value] of Object.entries(query))
            if (value !== undefined) search.set(name, asQueryValue(value));
          // Each request from an address of its own: the forged credentials must not trip the failed-authentication
          // limit and turn the rest of the run into 429s (the suite's app trusts X-Forwarded-For).
          const headers: Record<string, string> = {
            ...who,
            'X-Forwarded-For': `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence++ & 255}`,
          };
          if (headers['X-API-Key'] === '') headers['X-API-Key'] = key();
          const res = await api(`${url}${search.size ? `?${search}` : ''}`, {
            method: op.method,
            headers,
            ...(payload !== undefined
              ? { rawBody: JSON.stringify(payload), headers: { ...headers, 'Content-Type': 'application/json' } }
              : {}),
          });
          if (op.method === 'POST' && op.path === '/missions' && res.status === 201)
            createdMissions.add((res.body as { id: string }).id);
          // An endpoint the fuzzer registered is removed at once: no event is ever sent to a generated URL.
          if (op.method === 'POST' && op.path === '/webhooks' && res.status === 201)
            await api(`/webhooks/${(res.body as { id: string }).id}`, { method: 'DELETE', key: key() });
          // So is a template (at most 50 per organization): the runs that follow can still make theirs.
          if (op.method === 'POST' && op.path === '/requirement-templates' && res.status === 201)
            await api(`/requirement-templates/${(res.body as { id: string }).id}`, { method: 'DELETE', key: key() });
          const exchange = {
            label: `${op.method} ${op.path}`,
            status: res.status,
            headers: res.headers,
            body: res.body,
          };
          exchanges.push(exchange);
          checkShape(exchange);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    const fivexx = exchanges.filter((x) => x.status >= 500).length;
    const exercised = new Set(exchanges.map((x) => x.label));
    const byClass = (lo: number) => exchanges.filter((x) => x.status >= lo && x.status < lo + 100).length;
    console.log(
      `openapi fuzz: ${exchanges.length} requests over ${exercised.size} operations (seed ${SEED}, ${RUNS} runs each): ` +
        `${byClass(200)} 2xx, ${byClass(400)} 4xx, ${fivexx} 5xx`,
    );
    for (const label of exercised) {
      const codes = new Map<string, number>();
      for (const x of exchanges.filter((e) => e.label === label)) {
        const code = x.status < 400 ? String(x.status) : `${x.status} ${x.body.code}`;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
      console.log(`  ${label.padEnd(34)} ${[...codes].map(([c, n]) => `${c}×${n}`).join(', ')}`);
    }
    expect(exercised.size).toBe(operations.length);
    expect(fivexx).toBe(0);
    // The budget held: no case was lost to the plan's limit.
    expect(exchanges.filter((x) => x.status === 429).map((x) => x.label)).toEqual([]);
  }, 600_000);
});
