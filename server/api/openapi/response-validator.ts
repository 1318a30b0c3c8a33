// Checks an answer of /api/v1 against the OpenAPI document: its status is documented for the operation, its body
// matches the documented schema (JSON Schema 2020-12, as OpenAPI 3.1 has it), and its headers are documented and
// match theirs. The integration suite runs every response it receives through this, so the document cannot drift
// from the API. An unknown path must be a 404 and a known path with an undocumented method a 405, both in the
// shared Error body (the document describes them in its introduction, having no operation to hang them on).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

export interface CheckedResponse {
  status: number;
  headers: Headers;
  /** The raw body text ('' for none). */
  body: string;
}

/** Headers of the transport itself, never part of the contract. */
const TRANSPORT_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

interface Route {
  template: string;
  pattern: RegExp;
  operations: Record<string, Json>;
}

export interface ResponseValidator {
  /** Problems with this answer to `method path` (path under /api/v1, without the query); empty when it conforms. */
  check(method: string, path: string, response: CheckedResponse): string[];
}

export function createResponseValidator(document: Json): ResponseValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // The whole document under one id, so that every `#/components/...` reference resolves inside it.
  ajv.addSchema({ ...document, $id: 'openapi' });
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let fn = compiled.get(pointer);
    if (!fn) {
      fn = ajv.compile({ $ref: `openapi#${pointer}` });
      compiled.set(pointer, fn);
    }
    return fn;
  };
  // A JSON pointer segment, made safe for a URI fragment (paths hold `{id}`).
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1').replace(/[{}]/g, encodeURIComponent);
  const resolve = (value: Json): Json => {
    if (typeof value?.$ref !== 'string') return value;
    return (value.$ref as string)
      .slice(2)
      .split('/')
      .reduce((node: Json, part) => node[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  };

  const routes: Route[] = Object.entries(document.paths as Record<string, Json>).map(([template, operations]) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    operations,
  }));
  // Concrete paths are matched before templated ones (OpenAPI, Paths Object): `/pursuits/{id}/requirements/apply-template`
  // before `/pursuits/{id}/requirements/{requirementId}`.
  const params = (r: Route) => (r.template.match(/\{/g) ?? []).length;
  routes.sort((a, b) => params(a) - params(b));
  const errorBody = validatorAt('/components/schemas/Error');

  function checkErrorBody(label: string, response: CheckedResponse): string[] {
    const body = parse(response.body);
    if (body === undefined) return [`${label}: the body is not JSON`];
    if (!/^application\/json\b/.test(response.headers.get('content-type') ?? ''))
      return [`${label}: Content-Type is not application/json`];
    return errorBody(body) ? [] : describe(label, errorBody);
  }

  return {
    check(method, path, response) {
      const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
      const route = routes.find((r) => r.pattern.test(path));
      const label = `${method.toUpperCase()} ${path} → ${response.status}`;
      if (!route) {
        return response.status === 404
          ? checkErrorBody(label, response)
          : [`${label}: no documented path matches, so the answer must be 404`];
      }
      const operation = route.operations[verb];
      if (!operation) {
        const problems =
          response.status === 405
            ? checkErrorBody(label, response)
            : [`${label}: ${route.template} documents no ${verb.toUpperCase()}, so the answer must be 405`];
        if (response.status === 405 && !response.headers.get('allow'))
          problems.push(`${label}: a 405 without an Allow header`);
        return problems;
      }
      // Each status by itself: a `default` response would let any status through, so the document has none.
      const documented = operation.responses?.[String(response.status)];
      if (!documented)
        return [`${label}: status ${response.status} is not documented for ${verb.toUpperCase()} ${route.template}`];
      const pointer = `/paths/${escape(route.template)}/${verb}/responses/${response.status}`;
      const problems: string[] = [];

      // Headers: every documented one that is required is there, every one that is there matches, nothing undocumented.
      const headers = (resolve(documented).headers ?? {}) as Record<string, Json>;
      const byName = new Map(
        Object.entries(headers).map(([name, h]) => [name.toLowerCase(), { name, header: resolve(h) }]),
      );
      for (const [lower, { name, header }] of byName) {
        const value = response.headers.get(lower);
        if (value === null) {
          if (header.required) problems.push(`${label}: the required header ${name} is missing`);
          continue;
        }
        const schema = header.schema ?? {};
        const typed =
          schema.type === 'integer' || schema.type === 'number'
            ? /^-?\d+(\.\d+)?$/.test(value)
              ? Number(value)
              : value
            : value;
        const key = `${pointer}/headers/${escape(name)}`;
        let fn = compiled.get(key);
        if (!fn) {
          fn = ajv.compile(schema);
          compiled.set(key, fn);
        }
        if (!fn(typed)) problems.push(...describe(`${label}: header ${name}`, fn));
      }
      response.headers.forEach((_value, name) => {
        const lower = name.toLowerCase();
        if (!TRANSPORT_HEADERS.has(lower) && !byName.has(lower))
          problems.push(`${label}: the header ${name} is not documented`);
      });

      // Body: exactly what the documented media type's schema says, or none when none is documented.
      const content = (resolve(documented).content ?? {}) as Record<string, Json>;
      const media = content['application/json'];
      const types = Object.keys(content);
      if (!media && types.length > 0) {
        // A file's bytes (a document's content): the type sent must be one the document lists; the bytes are opaque.
        const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (method.toUpperCase() !== 'HEAD' && !types.includes(type))
          problems.push(`${label}: Content-Type ${type || '(none)'} is not one of ${types.join(', ')}`);
        return problems;
      }
      if (!media) {
        if (response.body !== '') problems.push(`${label}: a body where the document has none`);
        return problems;
      }
      if (method.toUpperCase() === 'HEAD') {
        if (response.body !== '') problems.push(`${label}: a body in the answer to a HEAD`);
        return problems;
      }
      if (!/^application\/json\b/.test(response.headers.get('content-type') ?? ''))
        problems.push(`${label}: Content-Type is not application/json`);
      const body = parse(response.body);
      if (body === undefined) return [...problems, `${label}: the body is not JSON`];
      const fn = validatorAt(`${pointer}/content/application~1json/schema`);
      if (!fn(body)) problems.push(...describe(`${label}: body`, fn));
      return problems;
    },
  };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(label: string, fn: ValidateFunction): string[] {
  return (fn.errors ?? [])
    .slice(0, 5)
    .map(
      (e) =>
        `${label}${e.instancePath || ''} ${e.message ?? 'is invalid'}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    );
}
