// The operation examples are held to the procedures themselves: every REST procedure declares one beside it
// (restOperation, ./operation.ts), its response parses with the procedure's output parser without losing a field, and
// its request body (plus the path parameters) parses with the procedure's input parser, the way trpc-to-openapi reads
// them (`_def.inputs`, `_def.output`).
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi';
import { appRouter } from '../root';
import { pathParamNames, pathParamsOf } from './example-path-params';
import { restProcedures, type OperationExample } from './operation';

const procedures = restProcedures(appRouter).map(({ name, operationId, openapi, rest, inputs, output }) => ({
  name,
  operationId,
  openapi,
  example: rest?.example,
  def: { inputs, output },
}));
const examples: Record<string, OperationExample | undefined> = Object.fromEntries(
  procedures.map((p) => [p.operationId, p.example]),
);

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

describe('operation examples', () => {
  // Built on first use: should the document fail to build, only the tests that read it fail.
  let built: { paths: Record<string, Record<string, JsonObject>> } | undefined;
  const doc = () => (built ??= openApiDocument() as unknown as NonNullable<typeof built>);

  it('cover the 66 REST operations, each with one operationId', () => {
    expect(procedures).toHaveLength(66);
    expect(new Set(procedures.map((p) => p.operationId)).size).toBe(66);
  });

  it('name no operation the document lacks', () => {
    const documented = Object.values(doc().paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    for (const id of Object.keys(examples)) expect(documented, id).toContain(id);
  });

  describe.each(procedures.map((p) => [p.operationId, p] as const))('%s', (operationId, p) => {
    const example = p.example;
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
      // A 204 answers no body: the example has none, and its path parameters are given beside it.
      if (example!.response === undefined) {
        expect(p.def.output!.safeParse(undefined).success).toBe(true);
        expect(example!.pathParams, 'path parameters of a bodiless answer').toBeDefined();
        return;
      }
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
      const params = example!.pathParams ?? pathParamsOf(p.openapi.path, example!.response);
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
    const of = (id: string) => {
      const example = examples[id] as { request?: any; response: any } | undefined;
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
