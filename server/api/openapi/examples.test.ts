// The operation examples are held to the procedures themselves: every REST procedure has one, its response parses
// with the procedure's output parser without losing a field, and its request body (plus the path parameters) parses
// with the procedure's input parser, the way trpc-to-openapi reads them (`_def.inputs`, `_def.output`).
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { openApiDocument } from '../openapi';
import { appRouter } from '../root';
import { OPERATION_EXAMPLES } from './examples';

interface OpenApiMeta {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  operationId?: string;
}
interface ProcedureDef {
  meta?: { openapi?: OpenApiMeta };
  inputs: z.ZodType[];
  output?: z.ZodType;
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>)
  .filter(([, p]) => p._def.meta?.openapi)
  .map(([name, p]) => {
    const openapi = p._def.meta!.openapi!;
    // trpc-to-openapi's rule (generator/paths): the declared operationId, else the procedure path with dashes.
    const operationId = openapi.operationId ?? name.replace(/\./g, '-');
    return { name, operationId, openapi, def: p._def };
  });

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Path parameters for an example, read from its own response, so they agree with it: a task's project is its
 * `projectId`, a task list's project that of its items, any other `{id}` the resource's own id.
 */
function pathParamsOf(path: string, response: unknown): Record<string, unknown> {
  const r = isObject(response) ? response : {};
  if (path === '/projects/{id}/tasks/{taskId}') return { id: r.projectId, taskId: r.id };
  if (path === '/projects/{id}/tasks') {
    // GET answers a list of tasks, POST the created task.
    const task = Array.isArray(r.data) && isObject(r.data[0]) ? r.data[0] : r;
    return { id: task.projectId };
  }
  return path.includes('{id}') ? { id: r.id } : {};
}
const pathParamNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe('operation examples', () => {
  // Built on first use: should the document fail to build, only the tests that read it fail.
  let built: { paths: Record<string, Record<string, JsonObject>> } | undefined;
  const doc = () => (built ??= openApiDocument() as unknown as NonNullable<typeof built>);

  it('cover the 23 REST operations, and no other operationId', () => {
    expect(procedures).toHaveLength(23);
    expect(Object.keys(OPERATION_EXAMPLES).sort()).toEqual(procedures.map((p) => p.operationId).sort());
  });

  it('name no operation the document lacks', () => {
    const documented = Object.values(doc().paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    for (const id of Object.keys(OPERATION_EXAMPLES)) expect(documented, id).toContain(id);
  });

  describe.each(procedures.map((p) => [p.operationId, p] as const))('%s', (operationId, p) => {
    const example = OPERATION_EXAMPLES[operationId];
    const operation = () => doc().paths[p.openapi.path]?.[p.openapi.method.toLowerCase()];

    it('has an example with a summary', () => {
      expect(example).toBeDefined();
      expect(example!.summary.trim()).not.toBe('');
    });

    it('is the operationId the document gives the operation', () => {
      expect(operation()?.operationId, `${p.openapi.method} ${p.openapi.path}`).toBe(operationId);
    });

    it('has a response the output parser accepts whole', () => {
      expect(p.def.output, 'output parser').toBeDefined();
      const parsed = p.def.output!.safeParse(example!.response);
      expect(parsed.error?.issues ?? []).toEqual([]);
      // Objects strip unknown keys: a misspelled or extra field would vanish here.
      expect(parsed.data).toEqual(example!.response);
      expect(JSON.parse(JSON.stringify(example!.response)), 'JSON values only').toStrictEqual(example!.response);
    });

    it('has a request body exactly when the operation takes one', () => {
      const takesBody = ['POST', 'PATCH', 'PUT'].includes(p.openapi.method);
      expect(example!.request !== undefined, 'the example has a request').toBe(takesBody);
      expect(operation()?.requestBody !== undefined, 'the document gives a request body').toBe(takesBody);
    });

    it('has a request (with its path parameters) the input parser accepts', () => {
      expect(p.def.inputs, 'one input parser').toHaveLength(1);
      const params = pathParamsOf(p.openapi.path, example!.response);
      for (const name of pathParamNames(p.openapi.path))
        expect(params[name], `path parameter ${name}`).toBeTypeOf('string');
      const body = example!.request;
      if (body !== undefined) {
        expect(isObject(body), 'a JSON object body').toBe(true);
        expect(JSON.parse(JSON.stringify(body)), 'JSON values only').toStrictEqual(body);
        for (const name of pathParamNames(p.openapi.path))
          expect(body, `path parameter ${name} in the body`).not.toHaveProperty(name);
      }
      const parsed = p.def.inputs[0]!.safeParse({ ...params, ...(body as JsonObject | undefined) });
      expect(parsed.error?.issues ?? []).toEqual([]);
      // Every body field survives parsing unchanged (none unknown, none rewritten).
      for (const [key, value] of Object.entries((body ?? {}) as JsonObject)) {
        expect((parsed.data as JsonObject)[key], `body field ${key}`).toEqual(value);
      }
    });
  });
});

describe('the examples tell one story', () => {
  // Read inside each test: a missing example fails here and in its own tests, never the collection of this file.
  const story = () => {
    const ex = OPERATION_EXAMPLES as Record<string, { request?: any; response: any } | undefined>;
    const of = (id: string) => {
      const example = ex[id];
      if (!example) throw new Error(`no example for ${id}`);
      return example;
    };
    return {
      of,
      grant: of('grants-get').response,
      pursuit: of('pursuits-get').response,
      won: of('pursuits-update').response,
      project: of('projects-get').response,
    };
  };

  it('links the grant, its pursuit, the funded project and its deliverables by id', () => {
    const { of, grant, pursuit, won, project } = story();
    expect(of('pursuits-create').request.grantId).toBe(grant.id);
    expect(of('pursuits-create').response.id).toBe(grant.pursuitId);
    expect(of('grants-list').response.data[0].id).toBe(grant.id);
    expect(pursuit.id).toBe(grant.pursuitId);
    expect(won.id).toBe(pursuit.id);
    expect(won.project).toMatchObject({
      id: project.id,
      pursuitId: pursuit.id,
      grantId: grant.id,
      awardAmount: won.amountAwarded,
    });
    expect(of('projects-list').response.data).toContainEqual(project);
    for (const op of ['tasks-create', 'tasks-update']) expect(of(op).response.projectId).toBe(project.id);
    for (const task of of('tasks-list').response.data) expect(task.projectId).toBe(project.id);
  });

  it('matches the grant to the missions that exist, with reasons that add up to the score', () => {
    const { of, grant } = story();
    const missions = of('missions-list').response.data.map((m: { id: string }) => m.id);
    for (const match of grant.matches) {
      expect(missions).toContain(match.missionId);
      expect(
        match.reasons.reduce((n: number, r: { points: number }) => n + r.points, 0),
        match.missionName,
      ).toBe(match.score);
    }
    expect(of('missions-create').response.id).toBe(of('missions-update').response.id);
    expect(missions).toContain(of('missions-delete').response.id);
  });

  it('wraps the resources in the events in their REST shapes', () => {
    const { of, won, project } = story();
    const [taskCompleted, pursuitWon] = of('events-list').response.data;
    expect(taskCompleted).toMatchObject({
      type: 'task.completed',
      data: { task: of('tasks-update').response, project },
    });
    const { project: wonProject, ...wonPursuit } = won;
    expect(pursuitWon).toMatchObject({ type: 'pursuit.won', data: { pursuit: wonPursuit, project: wonProject } });
    for (const event of [taskCompleted, pursuitWon]) expect(event.id).toMatch(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
  });
});
