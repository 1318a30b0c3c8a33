// The contract between the REST adapter and trpc-to-openapi: everything openapi-bridge.ts relies on of the library
// (trpc-to-openapi 3.3.0, versions.ts), run through the library itself on a small router. If an upgrade changes how
// it reads the request, writes the status and body, reports errors or coerces a query, a case here fails before any
// client sees it.
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import { z, ZodError } from 'zod';
import { AppError } from '~/server/errors';
import { toAppError } from '../trpc';
import { createOpenApiBridge, type BridgeCall } from './openapi-bridge';

interface TestContext {
  response: { status?: number };
  label: string;
}

const t = initTRPC.context<TestContext>().meta<OpenApiMeta>().create();
const ZItem = z.object({ id: z.string(), name: z.string(), count: z.number().int() });

const router = t.router({
  search: t.procedure
    .meta({ openapi: { method: 'GET', path: '/search', protect: false } })
    .input(
      z.object({
        limit: z.number().int().max(100),
        active: z.boolean().optional(),
        tags: z.array(z.string()).optional(),
      }),
    )
    .output(
      z.object({
        limit: z.number(),
        active: z.boolean().optional(),
        tags: z.array(z.string()).optional(),
        label: z.string(),
      }),
    )
    .query(({ input, ctx }) => ({ ...input, label: ctx.label })),
  create: t.procedure
    .meta({ openapi: { method: 'POST', path: '/lists/{id}/items', protect: false } })
    .input(z.object({ id: z.string(), name: z.string(), count: z.number().int() }))
    .output(ZItem)
    .mutation(({ input, ctx }) => {
      ctx.response.status = 201;
      return input;
    }),
  remove: t.procedure
    .meta({ openapi: { method: 'DELETE', path: '/lists/{id}', protect: false } })
    .input(z.object({ id: z.string(), force: z.boolean().optional() }))
    .output(z.object({ id: z.string(), force: z.boolean().optional() }))
    .mutation(({ input }) => input),
  unavailable: t.procedure
    .meta({ openapi: { method: 'GET', path: '/unavailable', protect: false } })
    .input(z.object({}))
    .output(z.object({ status: z.literal('unavailable') }))
    .query(({ ctx }) => {
      ctx.response.status = 503;
      return { status: 'unavailable' as const };
    }),
  conflict: t.procedure
    .meta({ openapi: { method: 'POST', path: '/conflict', protect: false } })
    .input(z.object({}))
    .output(z.object({}))
    .mutation(({ ctx }) => {
      ctx.response.status = 201; // set before failing: an error's status must not come from the context
      throw new AppError('CONFLICT', 'Already there');
    }),
});

const callProcedure = createOpenApiBridge<TestContext>(router);
const call = (over: Partial<BridgeCall<TestContext>> & Pick<BridgeCall<TestContext>, 'method' | 'url'>) =>
  callProcedure({ headers: new Headers(), body: undefined, ctx: { response: {}, label: 'ctx-1' }, ...over });

describe('trpc-to-openapi, as openapi-bridge.ts drives it', () => {
  it('reads a GET input from the query string, coerced to the schema: numbers, booleans, a lone value into an array', async () => {
    const result = await call({ method: 'GET', url: 'http://api.test/search?limit=20&active=true&tags=a' });
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(200);
    expect(JSON.parse(result.payload!)).toEqual({ limit: 20, active: true, tags: ['a'], label: 'ctx-1' });
  });

  it('coerces a boolean the JavaScript way ("false" is true): why the API\'s query flags are ZStringBool, not z.boolean()', async () => {
    const result = await call({ method: 'GET', url: 'http://api.test/search?limit=1&active=false' });
    expect(JSON.parse(result.payload!)).toMatchObject({ active: true });
  });

  it('keeps repeated query parameters as an array', async () => {
    const result = await call({ method: 'GET', url: 'http://api.test/search?limit=1&tags=a&tags=b' });
    expect(JSON.parse(result.payload!)).toMatchObject({ tags: ['a', 'b'] });
  });

  it('hands the procedure the context object the adapter built, not a copy', async () => {
    const ctx: TestContext = { response: {}, label: 'the adapter’s own' };
    const result = await callProcedure({
      method: 'GET',
      url: 'http://api.test/search?limit=1',
      headers: new Headers(),
      body: undefined,
      ctx,
    });
    expect(JSON.parse(result.payload!).label).toBe('the adapter’s own');
  });

  it('writes the output as JSON.stringify of it, byte for byte (the ETag is taken of these bytes)', async () => {
    const result = await call({ method: 'GET', url: 'http://api.test/search?limit=7&tags=x' });
    expect(result.payload).toBe(JSON.stringify({ limit: 7, tags: ['x'], label: 'ctx-1' }));
  });

  it('takes a POST input from the parsed body it is given (no stream read, no coercion of "7"), merged with path parameters', async () => {
    const created = await call({
      method: 'POST',
      url: 'http://api.test/lists/l1/items',
      headers: new Headers({ 'content-type': 'application/json' }),
      body: { name: 'first', count: 3 },
    });
    expect(created.error).toBeUndefined();
    expect(JSON.parse(created.payload!)).toEqual({ id: 'l1', name: 'first', count: 3 });
  });

  it('answers with the status the procedure put on the context (a 201, a health 503)', async () => {
    const created = await call({
      method: 'POST',
      url: 'http://api.test/lists/l1/items',
      body: { name: 'n', count: 1 },
    });
    expect(created.status).toBe(201);
    const unavailable = await call({ method: 'GET', url: 'http://api.test/unavailable' });
    expect(unavailable.error).toBeUndefined();
    expect(unavailable.status).toBe(503);
    expect(JSON.parse(unavailable.payload!)).toEqual({ status: 'unavailable' });
  });

  it('a body with no Content-Type still reaches the procedure (the bridge declares JSON); another type is refused', async () => {
    const untyped = await call({
      method: 'POST',
      url: 'http://api.test/lists/l1/items',
      body: { name: 'n', count: 1 },
    });
    expect(untyped.error).toBeUndefined();
    const text = await call({
      method: 'POST',
      url: 'http://api.test/lists/l1/items',
      headers: new Headers({ 'content-type': 'text/plain' }),
      body: { name: 'n', count: 1 },
    });
    expect(text.error).toBeInstanceOf(TRPCError);
    expect((text.error as TRPCError).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(toAppError(text.error).status).toBe(415);
  });

  it('reads a DELETE input from the query and path, never a body', async () => {
    const result = await call({ method: 'DELETE', url: 'http://api.test/lists/l9?force=true' });
    expect(result.error).toBeUndefined();
    expect(JSON.parse(result.payload!)).toEqual({ id: 'l9', force: true });
  });

  it('reports a thrown AppError to onError as a TRPCError caused by it, and ignores the context status then', async () => {
    const result = await call({ method: 'POST', url: 'http://api.test/conflict', body: {} });
    expect(result.error).toBeInstanceOf(TRPCError);
    expect((result.error as TRPCError).cause).toBeInstanceOf(AppError);
    expect(toAppError(result.error)).toMatchObject({ code: 'CONFLICT', status: 409, message: 'Already there' });
    expect(result.status).not.toBe(201);
  });

  it('reports invalid input as BAD_REQUEST caused by the ZodError, so the 400 names the parameter', async () => {
    const result = await call({ method: 'GET', url: 'http://api.test/search?limit=500' });
    expect((result.error as TRPCError).code).toBe('BAD_REQUEST');
    expect((result.error as TRPCError).cause).toBeInstanceOf(ZodError);
    const app = toAppError(result.error);
    expect(app.code).toBe('VALIDATION_FAILED');
    expect(app.extra.issues?.map((i) => i.path)).toEqual(['limit']);
  });

  it('a text that is not a number stays a validation error (coercion does not turn it into NaN silently)', async () => {
    const result = await call({ method: 'GET', url: 'http://api.test/search?limit=ten' });
    expect(toAppError(result.error).code).toBe('VALIDATION_FAILED');
  });

  it('reports a path it has no procedure for as NOT_FOUND', async () => {
    const result = await call({ method: 'GET', url: 'http://api.test/nowhere' });
    expect((result.error as TRPCError).code).toBe('NOT_FOUND');
    expect(toAppError(result.error).status).toBe(404);
  });
});
