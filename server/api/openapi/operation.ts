// One REST operation of /api/v1, declared beside its procedure (server/api/routers/<domain>/<procedure>.schema.ts)
// with `restOperation`: what trpc-to-openapi reads (`meta.openapi`: method, path, tags, summary, description,
// security) and what the document needs beyond it (`meta.rest`: the success status, the error codes the operation
// adds, portal access, body rules zod cannot express in JSON Schema, and its worked example). The procedure takes its
// `.meta()`, `.input()` and `.output()` from that one object, so the example is typed by the very schemas the
// procedure parses with. contract.ts adds only what every operation shares (headers, security schemes, the Error
// body and the codes every operation can answer); it never overwrites what an operation declares.
import type { AnyTRPCRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';
import type { ErrorCode } from '~/server/errors';
import type { paginatedResponse } from '../pagination';

type Json = Record<string, unknown>;

/** trpc-to-openapi's part of a procedure's meta. */
export type OpenApiOperationMeta = NonNullable<OpenApiMeta['openapi']>;

/** The path parameters of a path template: `'id' | 'taskId'` of `/projects/{id}/tasks/{taskId}`. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/** A request body for an example: the procedure's input without its path parameters. */
export type Body<S extends z.ZodType, Params extends string = never> = Omit<z.input<S>, Params>;

/** A page of a list operation (`paginatedResponse(T)`), as it answers. */
export type Page<T extends z.ZodType> = z.output<ReturnType<typeof paginatedResponse<T>>>;

export interface OperationExample<Request = unknown, Response = unknown> {
  /** One line saying what the example shows. */
  summary: string;
  /** The JSON request body (POST, PATCH and PUT only; path parameters are not part of it). */
  request?: Request;
  /** The success body (none for a 204). */
  response: Response;
  /** The path parameters, for an operation whose answer has no body to read them from (a 204). */
  pathParams?: Record<string, string>;
}

/** What the document needs of an operation beyond trpc-to-openapi's meta: `meta.rest` of its procedure. */
export type RestContract = {
  /** The success status, when not 200: 201 for a creation, 204 for an answer with no body (its output is void). */
  status?: 201 | 204;
  /** Codes this operation answers beyond those every operation can (contract.ts, `errorCodes`). */
  errors: readonly ErrorCode[];
  /** A read-only portal token may call it (it holds VIEW_PROJECTS and VIEW_REPORTS at most). */
  portal?: true;
  /** A JSON-schema fragment merged into the request body's schema: rules zod expresses as refinements. */
  bodyRule?: Json;
  /** Another status answered with the success body itself (health's 503), not with the Error body. */
  alsoAnswers?: { status: number; description: string; example: unknown };
  /**
   * The request is `multipart/form-data`: one file part named `file` and these text fields (a JSON schema of an object),
   * read by the procedure itself once it has admitted the caller (docs/documents.md#uploads).
   */
  upload?: { fields: Json; example?: Record<string, string> };
  /**
   * The request body is a file's text itself (a CSV import), in one of these media types, read by the procedure once
   * it has admitted the caller; `query` declares the operation's query parameters (a POST's input is its body).
   */
  textBody?: TextBodyContract;
  /** The success answer is a file's bytes, sent as an attachment in one of these types (docs/documents.md#downloads). */
  download?: { contentTypes: readonly string[] };
  /** The worked example, one story across all operations (server/api/openapi/example-story.ts). */
  example: OperationExample;
};

/** A raw text request body (docs/post-award.md#csv-import). */
export interface TextBodyContract {
  contentTypes: readonly string[];
  /** What the body holds, for the document. */
  description: string;
  /** The body of the worked example. */
  example: string;
  /** The operation's query parameters, as OpenAPI Parameter Objects. */
  query?: Json[];
}

/** A REST procedure's whole meta. */
export type RestMeta = { openapi: OpenApiOperationMeta; rest: RestContract };

export interface RestOperationDefinition<Path extends `/${string}`, I extends z.ZodType, O extends z.ZodType> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: Path;
  tags: string[];
  /** One line, for the operation list of the API reference. */
  summary: string;
  /** What it does and the rules it keeps, for the API reference: no pointers to internal documents. */
  description: string;
  /** false: no credential (health); true: an API key or a Bearer token. */
  protect: boolean;
  /** The procedure's input and output schemas: it takes them from here. */
  input: I;
  output: O;
  status?: 201 | 204;
  errors: readonly ErrorCode[];
  portal?: true;
  bodyRule?: Json;
  alsoAnswers?: { status: number; description: string; example: z.output<O> };
  upload?: { fields: Json; example?: Record<string, string> };
  textBody?: TextBodyContract;
  download?: { contentTypes: readonly string[] };
  example: OperationExample<Body<I, PathParams<Path>>, z.output<O>>;
}

export interface RestOperation<I extends z.ZodType, O extends z.ZodType> {
  /** For the procedure's `.meta()`. */
  meta: RestMeta;
  /** For its `.input()`. */
  input: I;
  /** For its `.output()`. */
  output: O;
}

const SUCCESS_DESCRIPTION = { 200: 'OK', 201: 'Created', 204: 'No Content' } as const;

/** Declares a REST operation; its procedure takes `.meta(op.meta).input(op.input).output(op.output)`. */
export function restOperation<const Path extends `/${string}`, I extends z.ZodType, O extends z.ZodType>(
  definition: RestOperationDefinition<Path, I, O>,
): RestOperation<I, O> {
  const {
    input,
    output,
    status,
    errors,
    portal,
    bodyRule,
    alsoAnswers,
    upload,
    textBody,
    download,
    example,
    ...openapi
  } = definition;
  return {
    input,
    output,
    meta: {
      openapi: { ...openapi, successDescription: SUCCESS_DESCRIPTION[status ?? 200] },
      rest: {
        errors,
        example,
        ...(status ? { status } : {}),
        ...(portal ? { portal } : {}),
        ...(bodyRule ? { bodyRule } : {}),
        ...(alsoAnswers ? { alsoAnswers } : {}),
        ...(upload ? { upload } : {}),
        ...(textBody ? { textBody } : {}),
        ...(download ? { download } : {}),
      },
    },
  };
}

/** A procedure of the router that has an OpenAPI operation, with what it declares. */
export interface RestProcedure {
  /** The procedure's path in the router (`pursuits.create`). */
  name: string;
  /** trpc-to-openapi's rule (generator/paths): the declared operationId, else the procedure path with dashes. */
  operationId: string;
  openapi: OpenApiOperationMeta;
  /** Undefined when the procedure was given an OpenAPI meta without `restOperation`: the document refuses it. */
  rest: RestContract | undefined;
  inputs: z.ZodType[];
  output: z.ZodType | undefined;
}

interface ProcedureDef {
  meta?: { openapi?: OpenApiOperationMeta; rest?: RestContract };
  inputs: z.ZodType[];
  output?: z.ZodType;
}

/** Every procedure of the router with an OpenAPI operation, in the router's order. */
export function restProcedures(router: AnyTRPCRouter): RestProcedure[] {
  const procedures = router._def.procedures as Record<string, { _def: ProcedureDef }>;
  return Object.entries(procedures).flatMap(([name, procedure]) => {
    const { meta, inputs, output } = procedure._def;
    if (!meta?.openapi) return [];
    const operationId = meta.openapi.operationId ?? name.replace(/\./g, '-');
    return [{ name, operationId, openapi: meta.openapi, rest: meta.rest, inputs, output }];
  });
}
