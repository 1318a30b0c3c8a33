// trpc-to-openapi coerces every number, boolean, bigint and date field of a procedure's input object, for query
// strings and JSON bodies alike, by setting `coerce` on the field schemas themselves the first time a request
// reaches them. A query string needs that (it is all text); a JSON body is typed already, and coercing it would let
// `"50"` pass as 50 and `"false"` pass as `true` — and, the schemas being shared, on the dashboard's procedures too.
// This pins `coerce` off on the fields of every procedure that takes a JSON body, before the first request.
//
// Relies on trpc-to-openapi 3.3.0 and zod 4.6.7 (pinned in versions.ts): the library's `coerceSchema` (utils/zod)
// assigns `_def.coerce = true` on each field after unwrapping optional, nullable, default, prefault, lazy and array
// (the same unwrapping as `unwrap` below) and recurses into nested objects, and it unwraps the input through pipes to
// find the object; zod keeps a schema's `_def` as the same object as `_zod.def` and reads `def.coerce` on every parse
// of a number, boolean, bigint or date. A setter that ignores the assignment therefore keeps the field strict.
// strict-json.test.ts runs a body and a query through the library itself, before and after pinning.
import type { AnyRouter } from '@trpc/server';

interface ZodLike {
  _zod?: { def?: ZodDef };
}
interface ZodDef {
  type?: string;
  coerce?: boolean;
  innerType?: ZodLike;
  element?: ZodLike;
  shape?: Record<string, ZodLike>;
  getter?: () => ZodLike;
  in?: ZodLike;
  out?: ZodLike;
}

const COERCIBLE = new Set(['number', 'boolean', 'bigint', 'date']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The same unwrapping trpc-to-openapi does before it decides what to coerce. */
function unwrap(schema: ZodLike | undefined, throughPipes: boolean): ZodLike | undefined {
  const def = schema?._zod?.def;
  if (!def) return schema;
  if (def.type === 'array') return unwrap(def.element, throughPipes);
  if (def.type && WRAPPERS.has(def.type)) return unwrap(def.innerType, throughPipes);
  if (def.type === 'lazy' && def.getter) return unwrap(def.getter(), throughPipes);
  if (def.type === 'pipe' && throughPipes)
    return unwrap(def.out?._zod?.def?.type === 'transform' ? def.in : def.out, throughPipes);
  return schema;
}

function pinFields(object: ZodLike, seen: Set<ZodDef>): number {
  let pinned = 0;
  for (const field of Object.values(object._zod?.def?.shape ?? {})) {
    const def = unwrap(field, false)?._zod?.def;
    if (!def || seen.has(def)) continue;
    seen.add(def);
    if (def.type && COERCIBLE.has(def.type)) {
      // A schema built with z.coerce keeps its coercion; every other one can never be switched on.
      const coerce = def.coerce === true;
      Object.defineProperty(def, 'coerce', { get: () => coerce, set: () => {}, configurable: false, enumerable: true });
      pinned++;
    } else if (def.type === 'object') {
      pinned += pinFields({ _zod: { def } }, seen);
    }
  }
  return pinned;
}

/** Pins coercion off on the body fields of the router's REST procedures; returns how many fields it pinned. */
export function keepJsonBodiesStrict(router: AnyRouter): number {
  const seen = new Set<ZodDef>();
  let pinned = 0;
  const procedures = router._def.procedures as Record<
    string,
    { _def: { meta?: { openapi?: { method?: string } }; inputs: ZodLike[] } }
  >;
  for (const procedure of Object.values(procedures)) {
    const method = procedure._def.meta?.openapi?.method;
    if (!method || !BODY_METHODS.has(method)) continue;
    for (const input of procedure._def.inputs) {
      const object = unwrap(input, true);
      if (object?._zod?.def?.type === 'object') pinned += pinFields(object, seen);
    }
  }
  return pinned;
}
