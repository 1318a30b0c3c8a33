// trpc-to-openapi switches `coerce` on for the number and boolean fields of an input (for query strings): on the
// fields of a JSON body that switch must stay off, and on a query's fields it must still work. The first cases run
// requests through the library itself (trpc-to-openapi 3.3.0, versions.ts), so an upgrade that coerces differently
// fails here; the last ones check the app's own router.
import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toAppError } from '../trpc';
import { appRouter } from '../root';
import { ZUpdateMissionRequest } from '../routers/missions/update-mission';
import { ZUpdatePursuitRequest } from '../routers/pursuits/pursuit.schema';
import { createOpenApiBridge } from './openapi-bridge';
import { keepJsonBodiesStrict } from './strict-json';

const id = '0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14';
type Def = { coerce?: boolean };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def & { innerType?: unknown } } })._zod.def;

/** What trpc-to-openapi's coerceSchema does to a field: `field._def.coerce = true`, through the optional wrapper. */
function switchCoercionOn(optionalField: unknown) {
  const inner = defOf(optionalField).innerType;
  defOf(inner).coerce = true;
}

type Ctx = { response: { status?: number } };

/** A router with fresh schemas: a body procedure (top-level, wrapped and nested fields) and a query procedure. */
function smallRouter() {
  const t = initTRPC.context<Ctx>().meta<OpenApiMeta>().create();
  const ZBody = z.object({
    count: z.number().int(),
    active: z.boolean().optional(),
    limit: z.number().nullable().default(null),
    nested: z.object({ n: z.number() }).optional(),
  });
  const ZQuery = z.object({ count: z.number().int(), active: z.boolean().optional() });
  return t.router({
    save: t.procedure
      .meta({ openapi: { method: 'POST', path: '/save', protect: false } })
      .input(ZBody)
      .output(ZBody)
      .mutation(({ input }) => input),
    find: t.procedure
      .meta({ openapi: { method: 'GET', path: '/find', protect: false } })
      .input(ZQuery)
      .output(ZQuery)
      .query(({ input }) => input),
  });
}

const through = (router: ReturnType<typeof smallRouter>) => {
  const bridge = createOpenApiBridge<Ctx>(router);
  return (method: 'GET' | 'POST', url: string, body?: unknown) =>
    bridge({ method, url: `http://api.test${url}`, headers: new Headers(), body, ctx: { response: {} } });
};

describe('trpc-to-openapi coercion, as strict-json.ts works around it', () => {
  it('the library coerces the fields of a JSON body when nothing stops it (why strict-json.ts exists)', async () => {
    const call = through(smallRouter());
    const result = await call('POST', '/save', { count: '50', active: 'false', nested: { n: '5' } });
    expect(
      result.error,
      'trpc-to-openapi no longer coerces JSON bodies: re-check strict-json.ts, it may no longer be needed',
    ).toBeUndefined();
    expect(JSON.parse(result.payload!)).toEqual({ count: 50, active: true, limit: null, nested: { n: 5 } });
  });

  it('after keepJsonBodiesStrict, a body keeps its types: "50" is not a number, "false" not a boolean', async () => {
    const router = smallRouter();
    expect(keepJsonBodiesStrict(router)).toBe(4); // count, active, limit (through nullable and default), nested.n
    const call = through(router);
    for (const body of [
      { count: '50' },
      { count: 1, active: 'false' },
      { count: 1, limit: '3' },
      { count: 1, nested: { n: '5' } },
    ]) {
      const result = await call('POST', '/save', body);
      expect(toAppError(result.error).code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    // Twice: the library sets `coerce` again on every request.
    for (let i = 0; i < 2; i++) {
      const ok = await call('POST', '/save', { count: 50, active: false, nested: { n: 5 } });
      expect(ok.error).toBeUndefined();
      expect(JSON.parse(ok.payload!)).toEqual({ count: 50, active: false, limit: null, nested: { n: 5 } });
    }
  });

  it('a query string is still coerced after keepJsonBodiesStrict', async () => {
    const router = smallRouter();
    keepJsonBodiesStrict(router);
    const result = await through(router)('GET', '/find?count=7&active=true');
    expect(result.error).toBeUndefined();
    expect(JSON.parse(result.payload!)).toEqual({ count: 7, active: true });
  });
});

describe('keepJsonBodiesStrict', () => {
  const pinned = keepJsonBodiesStrict(appRouter);

  it('pins the body fields of the REST procedures', () => {
    // probability, the amounts, active, … (one schema shared by several fields counts once)
    expect(pinned).toBeGreaterThanOrEqual(4);
  });

  it('a number field of a body stays a number after the library tries to coerce it', () => {
    switchCoercionOn(ZUpdatePursuitRequest.shape.probability);
    expect(ZUpdatePursuitRequest.safeParse({ id, probability: '50' }).success).toBe(false);
    expect(ZUpdatePursuitRequest.safeParse({ id, probability: 50 }).success).toBe(true);
  });

  it('a boolean field of a body stays a boolean ("false" is not true)', () => {
    const active = ZUpdateMissionRequest.shape.active;
    switchCoercionOn(active);
    expect(ZUpdateMissionRequest.safeParse({ id, active: 'false' }).success).toBe(false);
  });

  it('leaves the fields of query procedures alone: a GET input is still coerced where the library asks', () => {
    for (const [name, procedure] of Object.entries(appRouter._def.procedures as Record<string, any>)) {
      if (procedure._def.meta?.openapi?.method !== 'GET') continue;
      const shape = procedure._def.inputs[0]?._zod?.def?.shape ?? {};
      for (const [field, schema] of Object.entries(shape)) {
        let def = defOf(schema) as Def & { innerType?: unknown };
        while (def.innerType) def = defOf(def.innerType);
        const descriptor = Object.getOwnPropertyDescriptor(def, 'coerce');
        expect(descriptor?.set, `${name}.${field} is shared with a body and was pinned`).toBeUndefined();
      }
    }
  });
});
