// Procedure schemas parsed synchronously (sync-parse.ts): every procedure of the app gets them, and validation through
// tRPC keeps its meaning (the same value, unknown keys stripped, the same errors). The last cases pin what the patch
// relies on of @trpc/server and zod (versions.ts), so an upgrade that changes it fails here.
import { initTRPC, TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';
import { Doc } from 'zod/v4/core';
import { appRouter } from '../root';
import { isParsedSynchronously, parseSynchronously, synchronousSchemas } from './sync-parse';

const t = initTRPC.create();
const procedure = synchronousSchemas(t.procedure);
const ZThing = z.object({ id: z.uuid(), day: z.iso.date(), tags: z.array(z.string()) });
const id = '3f1c2a9e-8b7d-4c6e-9a5f-1d2e3f4a5b6c';

const router = t.router({
  echo: procedure
    .use(({ next }) => next())
    .meta({})
    .input(z.object({ limit: z.coerce.number().int().max(100) }))
    .output(ZThing)
    .query(({ input }) => ({ id, day: '2026-11-27', tags: [String(input.limit)], secret: 'not in the contract' })),
  broken: procedure.output(ZThing).query(() => ({ id: 'not-a-uuid', day: '2026-11-27', tags: [] })),
});
const caller = t.createCallerFactory(router)({});

describe('synchronousSchemas', () => {
  it('reaches the input and output of every procedure of the app', () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[]; output?: unknown } }>,
    );
    expect(procedures.length).toBeGreaterThan(50);
    const missed = procedures.flatMap(([path, p]) => [
      ...p._def.inputs.filter((s) => !isParsedSynchronously(s)).map(() => `${path} input`),
      ...(p._def.output !== undefined && !isParsedSynchronously(p._def.output) ? [`${path} output`] : []),
    ]);
    expect(missed).toEqual([]);
  });

  it('reaches schemas given to builders derived with .use() and .meta()', () => {
    const def = (router._def.procedures as unknown as Record<string, { _def: { inputs: unknown[]; output: unknown } }>)
      .echo!._def;
    expect(isParsedSynchronously(def.inputs[0])).toBe(true);
    expect(isParsedSynchronously(def.output)).toBe(true);
    expect(isParsedSynchronously(z.object({}))).toBe(false);
  });

  it('validates as before: coerced input, output stripped to the contract', async () => {
    await expect(caller.echo({ limit: '7' as unknown as number })).resolves.toEqual({
      id,
      day: '2026-11-27',
      tags: ['7'],
    });
  });

  it('refuses bad input (BAD_REQUEST) and bad output (INTERNAL_SERVER_ERROR) with the ZodError as the cause', async () => {
    const input = await caller.echo({ limit: 101 }).catch((e: unknown) => e);
    expect(input).toBeInstanceOf(TRPCError);
    expect((input as TRPCError).code).toBe('BAD_REQUEST');
    expect((input as TRPCError).cause).toBeInstanceOf(ZodError);
    const output = await caller.broken().catch((e: unknown) => e);
    expect((output as TRPCError).code).toBe('INTERNAL_SERVER_ERROR');
    expect((output as TRPCError).cause).toBeInstanceOf(ZodError);
  });
});

describe('parseSynchronously', () => {
  it('gives parseAsync the synchronous parse: same value, same error', async () => {
    const schema = parseSynchronously(z.object({ n: z.number().min(1) }));
    expect(parseSynchronously(schema)).toBe(schema);
    await expect(schema.parseAsync({ n: 2, extra: true })).resolves.toEqual({ n: 2 });
    await expect(schema.parseAsync({ n: 0 })).rejects.toBeInstanceOf(ZodError);
  });

  it('makes an asynchronous refinement fail loudly instead of passing', async () => {
    const schema = parseSynchronously(z.string().refine(async (s) => s.length > 0));
    await expect(schema.parseAsync('x')).rejects.toThrow(/synchronous parse/);
  });
});

describe('what sync-parse.ts relies on of @trpc/server and zod', () => {
  afterEach(() => vi.restoreAllMocks());

  const spied = (schema: z.ZodType) => {
    const calls: string[] = [];
    Object.defineProperty(schema, 'parseAsync', {
      value: async (data: unknown) => {
        calls.push('parseAsync');
        return schema.parse(data);
      },
    });
    return calls;
  };

  it("tRPC validates with the schema's own parseAsync, taken when .input() is called", async () => {
    const before = z.object({ n: z.number() });
    const beforeCalls = spied(before);
    const after = z.object({ n: z.number() });
    const r = t.router({
      early: t.procedure.input(before).query(({ input }) => input),
      late: t.procedure.input(after).query(({ input }) => input),
    });
    const afterCalls = spied(after); // too late: tRPC took the parser when the procedure was built
    const c = t.createCallerFactory(r)({});
    await c.early({ n: 1 });
    await c.late({ n: 1 });
    expect(beforeCalls).toEqual(['parseAsync']);
    expect(afterCalls).toEqual([]);
  });

  it("an asynchronous refinement fails through tRPC with zod's synchronous-parse error, never passes", async () => {
    const r = t.router({
      refined: procedure.input(z.string().refine(async (s) => s.length > 0)).query(({ input }) => input),
    });
    const error = await t
      .createCallerFactory(r)({})
      .refined('x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(String((error as TRPCError).cause)).toMatch(/synchronous parse/);
  });

  it("zod keeps parseAsync on the prototype: the schema's own property shadows it", () => {
    const schema = z.object({});
    expect(Object.hasOwn(schema, 'parseAsync')).toBe(false);
    parseSynchronously(schema);
    expect(Object.hasOwn(schema, 'parseAsync')).toBe(true);
  });

  it("zod compiles an object's parser for a synchronous parse only (the speed the patch is for)", async () => {
    const compile = vi.spyOn(Doc.prototype, 'compile');
    const asynchronous = z.object({ a: z.string(), b: z.number() });
    await asynchronous.parseAsync({ a: 'x', b: 1 });
    await asynchronous.parseAsync({ a: 'y', b: 2 });
    expect(compile).not.toHaveBeenCalled();
    const synchronous = z.object({ a: z.string(), b: z.number() });
    synchronous.parse({ a: 'x', b: 1 });
    synchronous.parse({ a: 'y', b: 2 });
    expect(compile).toHaveBeenCalledTimes(1);
    const patched = parseSynchronously(z.object({ a: z.string(), b: z.number() }));
    await patched.parseAsync({ a: 'x', b: 1 });
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
