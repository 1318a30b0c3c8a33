// Every constraint the OpenAPI document states on a JSON request body is one the procedure enforces. The cases are
// derived from the document itself, never listed by hand: for each operation with a JSON body, start from its
// documented example (valid for the document and for the procedure), and for each constraint — a string's maxLength,
// minLength, pattern, enum and format, the same on array items, an array's minItems and maxItems, a number's minimum,
// maximum and integer type, each required property, additionalProperties: false, and the body's own rules
// (minProperties, `not`) — build the body that breaks exactly that constraint. The document's own validator (Ajv, as
// the response validator and integrators' tools read it) must refuse it for that constraint alone, and the
// procedure's input parser (the zod schema tRPC and the REST adapter parse with) must refuse it too.
//
// A constraint the document states but the API does not keep fails here: enforce it, or drop it from the document.
// (None is exempt: every constraint the document states today is enforced.)
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi';
import { appRouter } from '../root';
import { pathParamsOf } from './example-path-params';
import { restProcedures } from './operation';

type Json = Record<string, any>;
type Path = (string | number)[];

interface Case {
  /** What it breaks, e.g. `keywords[0]: maxLength 100 (101 characters, the last a space)`. */
  label: string;
  body: Json;
  /** The keyword it breaks. */
  keyword: string;
  /** Where the document's validator must report it: the value, or for an object's own rules the object. */
  at: Path;
}

interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** A JSON pointer to the body's schema in the document. */
  pointer: string;
  schema: Json;
  example: Json;
}

const document = openApiDocument() as unknown as Json;

/** The schema behind a `$ref` into the document. */
function deref(schema: Json | boolean | undefined): Json {
  if (typeof schema !== 'object' || schema === null) return {};
  if (typeof schema.$ref !== 'string') return schema;
  const target = (schema.$ref as string)
    .slice(2)
    .split('/')
    .reduce((node: Json, part) => node[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  return deref(target);
}

/** A nullable property's non-null alternative (zod writes `.nullable()` as `anyOf: [schema, {type: 'null'}]`). */
function nonNull(schema: Json): { schema: Json; nullable: boolean } {
  const s = deref(schema);
  const alternatives = s.anyOf as Json[] | undefined;
  if (alternatives?.length === 2 && alternatives.some((a) => a.type === 'null')) {
    const other = alternatives.find((a) => a.type !== 'null')!;
    return { schema: { ...deref(other), ...(s.description ? { description: s.description } : {}) }, nullable: true };
  }
  return { schema: s, nullable: false };
}

const pointerOf = (path: Path) => path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
const labelOf = (path: Path) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(body)';

function get(body: Json, path: Path): unknown {
  return path.reduce<any>((node, key) => (node === undefined || node === null ? undefined : node[key]), body);
}

/** A copy of `body` with the value at `path` set (intermediate objects created) or, for `undefined`, removed. */
function set(body: Json, path: Path, value: unknown): Json {
  const copy = structuredClone(body);
  let node: any = copy;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key];
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** A value the schema accepts, for filling an array or an absent object. */
function sample(schema: Json): unknown {
  const { schema: s } = nonNull(schema);
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (s.type) {
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'object': {
      const out: Json = {};
      for (const name of (s.required as string[] | undefined) ?? []) out[name] = sample(s.properties[name]);
      return out;
    }
    default:
      if (s.format === 'uuid') return '0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14';
      if (s.format === 'date') return '2026-01-01';
      if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return 'k'.repeat(Math.max(1, s.minLength ?? 1));
  }
}

/**
 * Strings that break a pattern, the nearest misses first: a UUID of version 9 (the uuid format admits it, ZId's
 * pattern does not), real dates outside 1900–2999 (ZDate's range) and an impossible one, a lower-case currency, then
 * blank and empty text.
 */
const PATTERN_MISSES: Record<string, string[]> = {
  uuid: ['00000000-0000-9000-8000-000000000000'],
  date: ['1899-12-31', '3000-01-01', '2026-02-30'],
  any: ['usd', '', ' ', '\t\n', 'not valid!'],
};
/** How many misses of one pattern are tried. */
const PATTERN_CASES = 3;
const FORMAT_MISSES: Record<string, string[]> = {
  uuid: ['not-a-uuid', '0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e1'],
  date: ['2026-02-30', '2026-13-01', '26-01-01'],
  'date-time': ['2026-01-01 25:00', 'not a date'],
  email: ['not an email'],
  uri: ['not a uri'],
};

/** Candidate values breaking one keyword of a value's schema, each with what it is. */
function breakers(s: Json): { keyword: string; value: unknown; what: string }[] {
  const out: { keyword: string; value: unknown; what: string }[] = [];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (s.enum) out.push({ keyword: 'enum', value: '__none_of_these__', what: 'a value outside the enum' });
  if (type === 'string') {
    if (s.maxLength !== undefined) {
      out.push({ keyword: 'maxLength', value: 'y'.repeat(s.maxLength + 1), what: `${s.maxLength + 1} characters` });
      // What a client padding a field sends: it is still one too many (trimming comes after the length check).
      out.push({
        keyword: 'maxLength',
        value: `${'y'.repeat(s.maxLength)} `,
        what: `${s.maxLength + 1} characters, the last a space`,
      });
    }
    if (s.minLength)
      out.push({ keyword: 'minLength', value: 'y'.repeat(s.minLength - 1), what: `${s.minLength - 1} characters` });
    if (s.pattern) {
      const pattern = new RegExp(s.pattern as string, 'u');
      const misses = [...(PATTERN_MISSES[s.format as string] ?? []), ...PATTERN_MISSES.any!];
      for (const miss of misses.filter((m) => !pattern.test(m)).slice(0, PATTERN_CASES))
        out.push({ keyword: 'pattern', value: miss, what: JSON.stringify(miss) });
    }
    if (s.format)
      for (const miss of FORMAT_MISSES[s.format as string] ?? [])
        out.push({ keyword: 'format', value: miss, what: JSON.stringify(miss) });
  }
  if (type === 'integer' || type === 'number') {
    const step = type === 'integer' ? 1 : 0.5;
    if (s.minimum !== undefined) out.push({ keyword: 'minimum', value: s.minimum - step, what: `${s.minimum - step}` });
    if (s.maximum !== undefined) out.push({ keyword: 'maximum', value: s.maximum + step, what: `${s.maximum + step}` });
    if (type === 'integer') {
      const fraction = (s.minimum ?? 0) + 0.5;
      out.push({ keyword: 'type', value: fraction, what: `${fraction}, not a whole number` });
    }
  }
  return out;
}

/** The cases of one value at `path` (a property, an array item), and of what it contains. */
function valueCases(schema: Json, base: Json, path: Path, cases: Case[]): void {
  const { schema: s } = nonNull(schema);
  const current = get(base, path);
  for (const b of breakers(s))
    cases.push({
      label: `${labelOf(path)}: ${b.keyword} ${describeLimit(s, b.keyword)}(${b.what})`,
      body: set(base, path, b.value),
      keyword: b.keyword,
      at: path,
    });
  if (s.type === 'array') {
    const items = deref(s.items);
    const existing = Array.isArray(current) ? current : [];
    const item = existing[0] ?? sample(items);
    if (s.maxItems !== undefined)
      cases.push({
        label: `${labelOf(path)}: maxItems ${s.maxItems} (${s.maxItems + 1} items)`,
        body: set(
          base,
          path,
          Array.from({ length: s.maxItems + 1 }, () => item),
        ),
        keyword: 'maxItems',
        at: path,
      });
    if (s.minItems)
      cases.push({
        label: `${labelOf(path)}: minItems ${s.minItems} (${s.minItems - 1} items)`,
        body: set(base, path, existing.slice(0, s.minItems - 1)),
        keyword: 'minItems',
        at: path,
      });
    // Each item's own constraints, on the first item (the array made of that one item when the example has none).
    const withItem = set(base, path, existing.length ? existing : [item]);
    valueCases(items, withItem, [...path, 0], cases);
  }
  if (s.type === 'object' && s.properties) {
    const withObject = current === undefined || current === null ? set(base, path, sample(s)) : base;
    objectCases(s, withObject, path, cases);
  }
}

/** The cases of an object's own rules (required, additionalProperties, minProperties, one of) and of its properties. */
function objectCases(schema: Json, base: Json, path: Path, cases: Case[]): void {
  const s = deref(schema);
  for (const name of (s.required as string[] | undefined) ?? [])
    cases.push({
      label: `${labelOf([...path, name])}: required (left out)`,
      body: set(base, [...path, name], undefined),
      keyword: 'required',
      at: path,
    });
  if (s.additionalProperties === false)
    cases.push({
      label: `${labelOf(path)}: additionalProperties false (an unknown property)`,
      body: set(base, [...path, 'unknownProperty'], 'x'),
      keyword: 'additionalProperties',
      at: path,
    });
  if (s.minProperties)
    cases.push({
      label: `${labelOf(path)}: minProperties ${s.minProperties} (${s.minProperties - 1} properties)`,
      body: path.length ? set(base, path, {}) : {},
      keyword: 'minProperties',
      at: path,
    });
  // "At least one of these properties", written `not: {properties: {a: false, b: false}}` (not none of them) or
  // `anyOf: [{required: [a]}, {required: [b]}]`: the body with none of them.
  const absent = s.not?.properties as Json | undefined;
  const alternatives = s.anyOf as Json[] | undefined;
  const atLeastOne: [string, string[]] | undefined =
    absent && Object.values(absent).every((v) => v === false)
      ? ['not', Object.keys(absent)]
      : alternatives?.every((a) => Object.keys(a).length === 1 && Array.isArray(a.required))
        ? ['anyOf', alternatives.flatMap((a) => a.required as string[])]
        : undefined;
  if (atLeastOne) {
    const [keyword, names] = atLeastOne;
    let without = base;
    for (const name of names) without = set(without, [...path, name], undefined);
    cases.push({
      label: `${labelOf(path)}: ${keyword} (none of ${names.join(', ')})`,
      body: without,
      keyword,
      at: path,
    });
  }
  for (const [name, property] of Object.entries((s.properties as Json | undefined) ?? {})) {
    // A property the example leaves out is tested on its own, added to the example.
    valueCases(property, base, [...path, name], cases);
  }
}

function describeLimit(s: Json, keyword: string): string {
  const limit = s[keyword];
  if (limit === undefined || keyword === 'type') return '';
  if (keyword === 'enum') return '';
  if (keyword === 'pattern') return `/${limit}/ `;
  return `${JSON.stringify(limit)} `;
}

function casesOf(operation: Operation): Case[] {
  const cases: Case[] = [];
  objectCases(operation.schema, operation.example, [], cases);
  return cases;
}

// ---- The document's validator ---------------------------------------------------------------------------------------

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema({ ...document, $id: 'openapi' });
const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1').replace(/[{}]/g, encodeURIComponent);
const validators = new Map<string, ValidateFunction>();
function validatorOf(pointer: string): ValidateFunction {
  let fn = validators.get(pointer);
  if (!fn) validators.set(pointer, (fn = ajv.compile({ $ref: `openapi#${pointer}` })));
  return fn;
}

/** How the document's validator refuses a body: nothing when it accepts it. */
function refusals(operation: Operation, body: Json): ErrorObject[] {
  const validate = validatorOf(operation.pointer);
  return validate(body) ? [] : (validate.errors ?? []);
}

/** The errors that are the case's own: its keyword where it points, and what a nullable property adds to it. */
function onlyTheCase(c: Case, errors: ErrorObject[]): { own: boolean; others: string[] } {
  const group = c.keyword === 'format' || c.keyword === 'pattern' ? ['format', 'pattern'] : [c.keyword];
  const at = pointerOf(c.at);
  const own = errors.some((e) => e.instancePath === at && e.keyword === c.keyword);
  const others = errors
    .filter((e) => {
      if (e.instancePath !== at) return true;
      if (group.includes(e.keyword)) return false;
      // `.nullable()`: the value is not null either, so the anyOf fails too (and an anyOf of required properties
      // reports each alternative's missing property).
      if (e.keyword === 'anyOf') return false;
      if (e.keyword === 'required' && c.keyword === 'anyOf') return false;
      if (e.keyword === 'type' && (e.params as { type?: string }).type === 'null') return false;
      return true;
    })
    .map((e) => `${e.instancePath || '(body)'} ${e.keyword}: ${e.message}`);
  return { own, others };
}

// ---- The operations -------------------------------------------------------------------------------------------------

const procedures = new Map(restProcedures(appRouter).map((p) => [p.operationId, p]));
const operations: Operation[] = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(
  ([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const media = op.requestBody?.content?.['application/json'];
      if (!media) return [];
      return [
        {
          operationId: op.operationId as string,
          method: method.toUpperCase(),
          path,
          pointer: `/paths/${escapePointer(path)}/${method}/requestBody/content/application~1json/schema`,
          schema: media.schema as Json,
          example: media.example as Json,
        },
      ];
    }),
);

/** The procedure's own input parser, with the path parameters its example's response gives. */
function parseWithProcedure(operation: Operation, body: Json) {
  const procedure = procedures.get(operation.operationId)!;
  const { example } = procedure.rest!;
  const params = example.pathParams ?? pathParamsOf(operation.path, example.response);
  return procedure.inputs[0]!.safeParse({ ...params, ...body });
}

const derived = operations.map((operation) => ({ operation, cases: casesOf(operation) }));
const total = derived.reduce((n, d) => n + d.cases.length, 0);

describe('request body constraints, derived from the OpenAPI document', () => {
  it(`are derived for every operation with a JSON body (${operations.length} operations, ${total} cases)`, () => {
    expect(operations.map((o) => o.operationId).sort()).toEqual([
      'boilerplate-create',
      'boilerplate-update',
      'budgets-expenses-create',
      'budgets-replace',
      'documents-update',
      'funderReports-create',
      'funderReports-submit',
      'funderReports-update',
      'missions-create',
      'missions-update',
      'organizationProfile-update',
      'pursuits-create',
      'pursuits-update',
      'requirementTemplates-create',
      'requirementTemplates-update',
      'requirements-applyTemplate',
      'requirements-create',
      'requirements-update',
      'savedSearches-create',
      'savedSearches-update',
      'tasks-create',
      'tasks-update',
      'webhooks-create',
      'webhooks-update',
    ]);
    // At least a type, a bound or an enum broken per field, and an unknown field: the smallest body (a document's
    // title and portalVisible) gives five.
    for (const { operation, cases } of derived) expect(cases.length, operation.operationId).toBeGreaterThanOrEqual(5);
  });

  describe.each(derived.map((d) => [`${d.operation.method} ${d.operation.path}`, d] as const))('%s', (_, d) => {
    const { operation, cases } = d;

    it('starts from an example the document and the procedure both accept', () => {
      expect(operation.example, 'the documented example body').toBeTypeOf('object');
      expect(refusals(operation, operation.example).map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
      expect(parseWithProcedure(operation, operation.example).error?.issues ?? []).toEqual([]);
    });

    it.each(cases.map((c) => [c.label, c] as const))('refuses %s', (_label, c) => {
      // The document refuses it, for this one constraint (a malformed UUID or date breaks its format and its
      // pattern at once: they say the same thing).
      const { own, others } = onlyTheCase(c, refusals(operation, c.body));
      expect(own, `the document does not refuse ${JSON.stringify(c.body).slice(0, 200)} for ${c.keyword}`).toBe(true);
      expect(others, 'it breaks no other constraint').toEqual([]);
      // And so does the procedure.
      const parsed = parseWithProcedure(operation, c.body);
      expect(parsed.success, `the procedure accepts ${JSON.stringify(c.body).slice(0, 300)}`).toBe(false);
    });
  });
});
