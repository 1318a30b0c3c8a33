// trpc-to-openapi switches `coerce` on for the number and boolean fields of an input (for query strings): on the
// fields of a JSON body that switch must stay off, and on a query's fields it must still work.
import { describe, expect, it } from 'vitest';
import { appRouter } from '../root';
import { ZUpdateMissionRequest } from '../routers/missions/update-mission';
import { ZUpdatePursuitRequest } from '../routers/pursuits/pursuit.schema';
import { keepJsonBodiesStrict } from './strict-json';

const id = '0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14';
type Def = { coerce?: boolean };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def & { innerType?: unknown } } })._zod.def;

/** What trpc-to-openapi's coerceSchema does to a field: `field._def.coerce = true`, through the optional wrapper. */
function switchCoercionOn(optionalField: unknown) {
  const inner = defOf(optionalField).innerType;
  defOf(inner).coerce = true;
}

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
