// The REST route table, read from the procedures' OpenAPI metadata: tells 404 (no such path) from 405 (wrong method).
import type { AnyTRPCRouter } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { RestContract } from '../openapi/operation';

type RestMetaPart = { rest?: Pick<RestContract, 'upload' | 'textBody'> };

export interface RestRoute {
  method: string;
  path: string;
  pattern: RegExp;
  procedurePath: string;
  /** The body is a multipart upload, read by the procedure (docs/documents.md#uploads). */
  upload: boolean;
  /** The body is a file's text (a CSV import), read by the procedure: the media types it may be sent as. */
  textBody: readonly string[] | null;
}

export function collectRestRoutes(router: AnyTRPCRouter): RestRoute[] {
  const procedures = router._def.procedures as Record<string, { _def: { meta?: OpenApiMeta & RestMetaPart } }>;
  const routes: RestRoute[] = [];
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const openapi = procedure._def.meta?.openapi;
    if (!openapi?.path) continue;
    const source = openapi.path
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => (/^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    routes.push({
      method: openapi.method,
      path: openapi.path,
      pattern: new RegExp(`^${source}/?$`),
      procedurePath,
      upload: Boolean(procedure._def.meta?.rest?.upload),
      textBody: procedure._def.meta?.rest?.textBody?.contentTypes ?? null,
    });
  }
  return routes;
}

export type RouteMatch = { kind: 'found'; route: RestRoute } | { kind: 'method'; allow: string[] } | { kind: 'none' };

export function matchRoute(routes: RestRoute[], method: string, path: string): RouteMatch {
  const matching = routes.filter((r) => r.pattern.test(path));
  if (matching.length === 0) return { kind: 'none' };
  // A concrete path wins over a templated one (OpenAPI, Paths Object): `/pursuits/{id}/requirements/apply-template`
  // is that path's alone, never `/pursuits/{id}/requirements/{requirementId}` with requirementId "apply-template".
  const params = (r: RestRoute) => (r.path.match(/\{/g) ?? []).length;
  const fewest = Math.min(...matching.map(params));
  const concrete = matching.find((r) => params(r) === fewest)!.path;
  const candidates = matching.filter((r) => r.path === concrete);
  const route = candidates.find((r) => r.method === method || (method === 'HEAD' && r.method === 'GET'));
  if (route) return { kind: 'found', route };
  return { kind: 'method', allow: [...new Set(candidates.map((r) => r.method))] };
}
