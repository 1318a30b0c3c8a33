/**
 * Procedure schemas parsed synchronously. tRPC validates a procedure's input and output with the schema's
 * `parseAsync`, and zod runs an object's compiled parser (its JIT fast path) only in a synchronous parse: a page of 20
 * grants takes 100 µs through `parseAsync` and 40 µs through `parse`, and under load the slow path's allocations cost
 * as much again in garbage collection. No schema of ours refines or transforms asynchronously, so every schema handed
 * to `.input()` or `.output()` of a builder from `synchronousSchemas` gets a `parseAsync` that runs zod's synchronous
 * `parse`: the same value, the same ZodError. (An asynchronous refinement added later fails every call of its
 * procedure with zod's "Encountered Promise during synchronous parse", so it cannot go unnoticed.)
 *
 * Relies on @trpc/server 11.22.1 and zod 4.6.7 (pinned in versions.ts): tRPC's `getParseFn` prefers a schema's
 * `parseAsync` over its `parse` and binds it when `.input()` or `.output()` is called (so the schema must be patched
 * before that call, which `synchronousSchemas` does); zod's classic schemas keep `parseAsync` on the prototype, so an
 * own property shadows it; and zod's object schema runs its compiled fast path only when the parse context is
 * synchronous (`ctx.async === false`). sync-parse.test.ts checks each of these against the installed libraries.
 */
import type { z } from 'zod';

const parsedSynchronously = new WeakSet<object>();

/** The schema itself, whose `parseAsync` now runs `parse`. */
export function parseSynchronously<S extends z.ZodType>(schema: S): S {
  if (parsedSynchronously.has(schema)) return schema;
  Object.defineProperty(schema, 'parseAsync', {
    value: async (data: unknown, params?: z.core.ParseContext<z.core.$ZodIssue>) => schema.parse(data, params),
  });
  parsedSynchronously.add(schema);
  return schema;
}

/** For tests: whether tRPC will parse this schema synchronously. */
export function isParsedSynchronously(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && parsedSynchronously.has(schema);
}

type Method = (...args: unknown[]) => unknown;

function isBuilder(value: unknown): value is object {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_def' in value &&
    typeof (value as { input?: unknown }).input === 'function'
  );
}

/**
 * The builder, and every builder derived from it (`.use`, `.meta`, `.input`, …), with each schema given to `.input()`
 * and `.output()` parsed synchronously. A procedure (`.query`, `.mutation`) is returned as tRPC built it.
 */
export function synchronousSchemas<B extends object>(builder: B): B {
  return new Proxy(builder, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      const method = value as Method;
      if (key === 'input' || key === 'output') {
        return (schema: z.ZodType) => synchronousSchemas(method.call(target, parseSynchronously(schema)) as object);
      }
      return (...args: unknown[]) => {
        const result = method.apply(target, args);
        return isBuilder(result) ? synchronousSchemas(result) : result;
      };
    },
  });
}
