// The OpenAPI document is generated from the procedures: a broken one fails here, and every REST procedure
// must appear in it with the security it declares.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { applyContract } from './openapi/contract';
import { restProcedures } from './openapi/operation';
import { appRouter } from './root';

interface Meta {
  openapi?: { method: string; path: string; protect?: boolean; tags?: string[]; summary?: string };
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>)
  .map(([name, p]) => ({ name, openapi: p._def.meta?.openapi }))
  .filter((p): p is { name: string; openapi: NonNullable<Meta['openapi']> } => Boolean(p.openapi));

describe('OpenAPI document', () => {
  const doc = openApiDocument();

  it('is OpenAPI 3 and declares the three security schemes', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components?.securitySchemes).toMatchObject({
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      bearer: { type: 'http', scheme: 'bearer' },
      portalToken: { type: 'apiKey', in: 'query', name: 'token' },
    });
  });

  it('has every operation declared with restOperation beside its procedure, one per operationId', () => {
    const ids = Object.values(doc.paths ?? {}).flatMap((ops) =>
      Object.values(ops as Record<string, { operationId: string }>).map((o) => o.operationId),
    );
    const declared = restProcedures(appRouter);
    expect(declared.map((p) => p.operationId).sort()).toEqual(ids.sort());
    for (const p of declared) {
      expect(p.rest, `${p.name}: meta.rest (restOperation)`).toBeDefined();
      expect(Array.isArray(p.rest!.errors), `${p.name}: errors`).toBe(true);
      expect(p.rest!.example.summary.trim(), `${p.name}: example`).not.toBe('');
      expect(p.openapi.description?.trim(), `${p.name}: description`).toBeTruthy();
    }
  });

  it('refuses an operation without its declaration, and never overwrites what a procedure declares', () => {
    const generated = () => ({
      paths: {
        '/things': {
          get: {
            operationId: 'things-list',
            description: 'What the procedure says.',
            security: [{ Authorization: [] }],
            responses: { 200: { description: 'OK', content: { 'application/json': { schema: {} } } } },
          },
        },
      },
    });
    expect(() => applyContract(generated(), {})).toThrow(/things-list .*restOperation/);
    const example = { summary: 'An example', response: { things: [] } };
    const document = applyContract(generated(), { 'things-list': { errors: ['NOT_FOUND'], example } }) as any;
    const operation = document.paths['/things'].get;
    expect(operation.description).toBe('What the procedure says.');
    expect(operation.responses['200']).toMatchObject({
      description: 'OK',
      content: { 'application/json': { example: example.response } },
    });
    expect(operation.responses['404'].content['application/json'].schema.allOf[1].properties.code.enum).toEqual([
      'NOT_FOUND',
    ]);
  });

  it('describes every error as the shared Error body, and 429s with Retry-After', () => {
    for (const [path, ops] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(ops as Record<string, any>)) {
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          if (Number(status) < 400 || (path === '/health' && status === '503')) continue;
          const schema = response.content['application/json'].schema;
          expect(schema.allOf[0], `${method} ${path} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
          if (status === '429') expect(response.headers['Retry-After'], `${method} ${path}`).toBeDefined();
        }
        expect(op.description, `${method} ${path}`).toBeTruthy();
      }
    }
  });

  it('has REST procedures to check', () => {
    expect(procedures.length).toBeGreaterThanOrEqual(7);
  });

  it.each(procedures.map((p) => [p.name, p.openapi] as const))('%s is documented with its security', (_name, meta) => {
    const path = meta.path.replace(/\{(\w+)\}/g, '{$1}');
    const operation = (doc.paths?.[path] as Record<string, any> | undefined)?.[meta.method.toLowerCase()];
    expect(operation, `${meta.method} ${meta.path}`).toBeDefined();
    expect(meta.tags?.length, 'tags').toBeGreaterThan(0);
    expect(meta.summary, 'summary').toBeTruthy();
    expect(meta.protect, 'protect must be explicit').toBeTypeOf('boolean');
    if (meta.protect) {
      // Portal tokens (read-only: projects, reports, documents) may also come as ?token= on the reads they can make.
      const portal =
        meta.method === 'GET' && ['/projects', '/reports', '/documents'].some((prefix) => meta.path.startsWith(prefix));
      expect(operation.security).toEqual([{ apiKey: [] }, { bearer: [] }, ...(portal ? [{ portalToken: [] }] : [])]);
    } else {
      expect(operation.security ?? []).toEqual([]);
    }
  });

  it('every operation with an id path parameter documents it', () => {
    for (const p of procedures.filter((x) => x.openapi.path.includes('{id}'))) {
      const op = (doc.paths?.[p.openapi.path] as Record<string, any>)[p.openapi.method.toLowerCase()];
      expect(
        op.parameters.some((param: any) => param.in === 'path' && param.name === 'id'),
        p.name,
      ).toBe(true);
    }
  });
});
