// The OpenAPI document is generated from the procedures: a broken one fails here, and every REST procedure
// must appear in it with the security it declares.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';
import { appRouter } from './root';

interface Meta {
  openapi?: { method: string; path: string; protect?: boolean; tags?: string[]; summary?: string };
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta } }>)
  .map(([name, p]) => ({ name, openapi: p._def.meta?.openapi }))
  .filter((p): p is { name: string; openapi: NonNullable<Meta['openapi']> } => Boolean(p.openapi));

describe('OpenAPI document', () => {
  const doc = openApiDocument();

  it('is OpenAPI 3 and declares both security schemes', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components?.securitySchemes).toEqual({
      apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      bearer: { type: 'http', scheme: 'bearer' },
    });
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
      expect(operation.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
    } else {
      expect(operation.security ?? []).toEqual([]);
    }
  });

  it('every operation with an id path parameter documents it', () => {
    for (const p of procedures.filter((x) => x.openapi.path.includes('{id}'))) {
      const op = (doc.paths?.[p.openapi.path] as Record<string, any>)[p.openapi.method.toLowerCase()];
      expect(op.parameters.some((param: any) => param.in === 'path' && param.name === 'id'), p.name).toBe(true);
    }
  });
});
