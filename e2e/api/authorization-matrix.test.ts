// The authorization matrix: every /api/v1 operation in the OpenAPI document × every kind of credential →
// the status and code docs/authentication.md and docs/permissions.md give. Generated from the document, so a new
// operation is covered (or fails here until its permission is added to the table below).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, type Permission } from '~/server/auth/permissions';
import { api, fixtures } from '../fixtures/fixtures';

/** The permission of each operation, as docs/api.md#endpoints lists it (null = public). */
const DOCUMENTED_PERMISSIONS: Record<string, Permission | null> = {
  'GET /health': null,
  'GET /grants': 'VIEW_GRANTS',
  'GET /grants/{id}': 'VIEW_GRANTS',
  'GET /grants/{id}/versions': 'VIEW_GRANTS',
  'GET /catalog/syncs': 'VIEW_GRANTS',
  'GET /missions': 'VIEW_GRANTS',
  'POST /missions': 'MANAGE_MISSIONS',
  'PATCH /missions/{id}': 'MANAGE_MISSIONS',
  'DELETE /missions/{id}': 'MANAGE_MISSIONS',
  'GET /pursuits': 'VIEW_PURSUITS',
  'GET /pursuits/{id}': 'VIEW_PURSUITS',
  'POST /pursuits': 'MANAGE_PURSUITS',
  'PATCH /pursuits/{id}': 'MANAGE_PURSUITS',
  'GET /pursuits/{id}/requirements': 'VIEW_PURSUITS',
  'POST /pursuits/{id}/requirements': 'MANAGE_PURSUITS',
  'PATCH /pursuits/{id}/requirements/{requirementId}': 'MANAGE_PURSUITS',
  'DELETE /pursuits/{id}/requirements/{requirementId}': 'MANAGE_PURSUITS',
  'POST /pursuits/{id}/requirements/apply-template': 'MANAGE_PURSUITS',
  'GET /requirement-templates': 'VIEW_PURSUITS',
  'GET /requirement-templates/{id}': 'VIEW_PURSUITS',
  'POST /requirement-templates': 'MANAGE_PURSUITS',
  'PATCH /requirement-templates/{id}': 'MANAGE_PURSUITS',
  'DELETE /requirement-templates/{id}': 'MANAGE_PURSUITS',
  'GET /projects': 'VIEW_PROJECTS',
  'GET /projects/{id}': 'VIEW_PROJECTS',
  'GET /projects/{id}/tasks': 'VIEW_PROJECTS',
  'POST /projects/{id}/tasks': 'MANAGE_TASKS',
  'PATCH /projects/{id}/tasks/{taskId}': 'MANAGE_TASKS',
  'GET /projects/{id}/budget': 'VIEW_BUDGETS',
  'PUT /projects/{id}/budget': 'MANAGE_BUDGETS',
  'GET /projects/{id}/expenses': 'VIEW_BUDGETS',
  'POST /projects/{id}/expenses': 'MANAGE_BUDGETS',
  'DELETE /projects/{id}/expenses/{expenseId}': 'MANAGE_BUDGETS',
  // The CSV body is read only once the caller is admitted: the JSON body here is refused (415) only after that.
  'POST /projects/{id}/expenses/import': 'MANAGE_BUDGETS',
  'GET /projects/{id}/funder-reports': 'VIEW_BUDGETS',
  'POST /projects/{id}/funder-reports': 'MANAGE_BUDGETS',
  'PATCH /projects/{id}/funder-reports/{reportId}': 'MANAGE_BUDGETS',
  'DELETE /projects/{id}/funder-reports/{reportId}': 'MANAGE_BUDGETS',
  'POST /projects/{id}/funder-reports/{reportId}/submit': 'MANAGE_BUDGETS',
  'GET /reports/summary': 'VIEW_REPORTS',
  'GET /events': 'VIEW_EVENTS',
  'GET /saved-searches': 'VIEW_GRANTS',
  'POST /saved-searches': 'VIEW_GRANTS',
  'PATCH /saved-searches/{id}': 'VIEW_GRANTS',
  'DELETE /saved-searches/{id}': 'VIEW_GRANTS',
  'GET /boilerplate': 'VIEW_PURSUITS',
  'GET /boilerplate/{id}': 'VIEW_PURSUITS',
  'GET /boilerplate/{id}/versions/{version}': 'VIEW_PURSUITS',
  'POST /boilerplate': 'MANAGE_PURSUITS',
  'PATCH /boilerplate/{id}': 'MANAGE_PURSUITS',
  'DELETE /boilerplate/{id}': 'MANAGE_PURSUITS',
  'GET /documents': 'VIEW_DOCUMENTS',
  'GET /documents/{id}': 'VIEW_DOCUMENTS',
  'GET /documents/{id}/content': 'VIEW_DOCUMENTS',
  // An upload's body is read only once the caller is admitted: the JSON body here is refused (400) only after that.
  'POST /documents': 'MANAGE_DOCUMENTS',
  'POST /documents/{id}/versions': 'MANAGE_DOCUMENTS',
  'PATCH /documents/{id}': 'MANAGE_DOCUMENTS',
  'DELETE /documents/{id}': 'MANAGE_DOCUMENTS',
  'GET /audit-log': 'VIEW_AUDIT_LOG',
  'GET /webhooks': 'MANAGE_WEBHOOKS',
  'GET /webhooks/{id}': 'MANAGE_WEBHOOKS',
  'POST /webhooks': 'MANAGE_WEBHOOKS',
  'PATCH /webhooks/{id}': 'MANAGE_WEBHOOKS',
  'DELETE /webhooks/{id}': 'MANAGE_WEBHOOKS',
  'GET /organization/profile': 'VIEW_GRANTS',
  // People only: API keys may never hold MANAGE_ORGANIZATION, so every key is answered 403.
  'PATCH /organization/profile': 'MANAGE_ORGANIZATION',
};

const ALL_API: Permission[] = [
  'VIEW_GRANTS',
  'MANAGE_MISSIONS',
  'VIEW_PURSUITS',
  'MANAGE_PURSUITS',
  'VIEW_PROJECTS',
  'MANAGE_TASKS',
  'VIEW_REPORTS',
  'VIEW_EVENTS',
  'MANAGE_WEBHOOKS',
  'VIEW_AUDIT_LOG',
  'VIEW_DOCUMENTS',
  'MANAGE_DOCUMENTS',
  'VIEW_BUDGETS',
  'MANAGE_BUDGETS',
];
const AUTH_CODES = [
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'FORBIDDEN',
  'READ_ONLY_CREDENTIAL',
  'IP_NOT_ALLOWED',
  'AMBIGUOUS_CREDENTIALS',
  'RATE_LIMITED',
];

type Expected = { allowed: true } | { status: number; code: string };
interface Credential {
  name: string;
  /** Headers and query to send. */
  apply(op: Operation): { headers: Record<string, string>; query?: string };
  expect(op: Operation): Expected;
}
interface Operation {
  method: string;
  path: string;
  permission: Permission | null;
}

const DENY = (status: number, code: string): Expected => ({ status, code });
const byPermission =
  (held: readonly Permission[]) =>
  (op: Operation): Expected =>
    op.permission && !held.includes(op.permission) ? DENY(403, 'FORBIDDEN') : { allowed: true };
const portalExpect =
  (via: 'header' | 'query') =>
  (op: Operation): Expected => {
    if (op.method !== 'GET')
      return via === 'query' ? DENY(401, 'INVALID_CREDENTIALS') : DENY(403, 'READ_ONLY_CREDENTIAL');
    return byPermission(['VIEW_PROJECTS', 'VIEW_REPORTS'])(op);
  };

function credentials(): Credential[] {
  const f = fixtures();
  const key = (k: string) => () => ({ headers: { 'X-API-Key': k } });
  const bearer =
    (t: string, extra: Record<string, string> = {}) =>
    () => ({ headers: { Authorization: `Bearer ${t}`, ...extra } });
  const badChecksum = f.orgA.fullKey.slice(0, -1) + (f.orgA.fullKey.endsWith('A') ? 'B' : 'A');
  return [
    { name: 'no credential', apply: () => ({ headers: {} }), expect: () => DENY(401, 'UNAUTHENTICATED') },
    { name: 'malformed key', apply: key('gms_live_not-a-key'), expect: () => DENY(401, 'INVALID_CREDENTIALS') },
    { name: 'bad checksum', apply: key(badChecksum), expect: () => DENY(401, 'INVALID_CREDENTIALS') },
    { name: 'revoked key', apply: key(f.orgA.revokedKey), expect: () => DENY(401, 'INVALID_CREDENTIALS') },
    { name: 'expired key', apply: key(f.orgA.expiredKey), expect: () => DENY(401, 'INVALID_CREDENTIALS') },
    {
      name: 'key without the permission',
      apply: (op) => ({
        headers: { 'X-API-Key': op.permission === 'VIEW_PURSUITS' ? f.orgA.grantsOnlyKey : f.orgA.pursuitsOnlyKey },
      }),
      expect: () => DENY(403, 'FORBIDDEN'),
    },
    { name: 'key with the permission', apply: key(f.orgA.fullKey), expect: byPermission(ALL_API) },
    { name: 'test key', apply: key(f.orgA.testKey), expect: byPermission(ALL_API) },
    { name: 'portal token (header)', apply: bearer(f.orgA.portalToken), expect: portalExpect('header') },
    {
      name: 'portal token (query)',
      apply: () => ({ headers: {}, query: `token=${f.orgA.portalToken}` }),
      expect: portalExpect('query'),
    },
    { name: 'ID token: viewer', apply: bearer(f.users.viewer.idToken), expect: byPermission(BUILT_IN_ROLES.viewer) },
    { name: 'ID token: member', apply: bearer(f.users.member.idToken), expect: byPermission(BUILT_IN_ROLES.member) },
    { name: 'ID token: admin', apply: bearer(f.users.admin.idToken), expect: byPermission(BUILT_IN_ROLES.admin) },
    {
      name: 'ID token: non-member',
      apply: bearer(f.users.outsider.idToken, { 'X-Organization-Id': f.orgA.id }),
      expect: () => DENY(403, 'FORBIDDEN'),
    },
    { name: 'expired ID token', apply: bearer(f.expiredIdToken), expect: () => DENY(401, 'TOKEN_EXPIRED') },
  ];
}

let operations: Operation[] = [];
let grantId = '';
const created: string[] = [];
/** Each deleted by whoever saved it (a person's search is theirs alone). */
const createdSearches: { id: string; headers: Record<string, string> }[] = [];
/** Requirement templates the allowed POSTs made (in alpha or its sandbox), deleted by whoever made them. */
const createdTemplates: { id: string; headers: Record<string, string> }[] = [];

beforeAll(async () => {
  const doc = (await api('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      const id = `${method.toUpperCase()} ${path}`;
      if (!(id in DOCUMENTED_PERMISSIONS)) throw new Error(`${id} is not in the permission table of this test`);
      operations.push({ method: method.toUpperCase(), path, permission: DOCUMENTED_PERMISSIONS[id]! });
    }
  }
  operations = operations.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
  grantId = (await api('/grants?limit=1', { key: fixtures().catalog.key })).body.data[0].id;
});

afterAll(async () => {
  for (const id of created) await api(`/missions/${id}`, { method: 'DELETE', key: fixtures().orgA.fullKey });
  for (const { id, headers } of createdSearches) await api(`/saved-searches/${id}`, { method: 'DELETE', headers });
  for (const { id, headers } of createdTemplates)
    await api(`/requirement-templates/${id}`, { method: 'DELETE', headers });
});

function requestFor(op: Operation) {
  const path = op.path
    .replace('{id}', op.path.startsWith('/grants') ? grantId : randomUUID())
    .replace('{taskId}', randomUUID())
    .replace('{requirementId}', randomUUID())
    .replace('{expenseId}', randomUUID())
    .replace('{reportId}', randomUUID())
    .replace('{version}', '1');
  const body =
    op.method === 'POST'
      ? { name: `Matrix mission ${randomUUID()}` }
      : op.method === 'PATCH'
        ? { active: true }
        : op.method === 'PUT'
          ? { lines: [] }
          : undefined;
  return { path, body };
}

describe('authorization matrix', () => {
  it('covers every operation × credential with the documented outcome', async () => {
    const creds = credentials();
    const failures: string[] = [];
    let cases = 0;
    let address = 0;
    for (const op of operations) {
      for (const cred of creds) {
        cases++;
        const { headers, query } = cred.apply(op);
        const { path, body } = requestFor(op);
        const url = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
        // A fresh client address per case: failed authentications are limited per address.
        address++;
        const res = await api(url, {
          method: op.method,
          body,
          headers: { ...headers, 'X-Forwarded-For': `10.77.${address >> 8}.${address & 255}` },
        });
        if (res.status === 201 && op.path === '/missions') created.push(res.body.id);
        if (res.status === 201 && op.path === '/saved-searches') createdSearches.push({ id: res.body.id, headers });
        if (res.status === 201 && op.path === '/requirement-templates')
          createdTemplates.push({ id: res.body.id, headers });
        // Public operations (health) ignore credentials altogether.
        const expected = op.permission === null ? ({ allowed: true } as const) : cred.expect(op);
        const label = `${op.method} ${op.path} × ${cred.name}: got ${res.status} ${res.body?.code ?? ''}`;
        if ('allowed' in expected) {
          if (res.status >= 500 || AUTH_CODES.includes(res.body?.code))
            failures.push(`${label}, expected an authorized outcome`);
        } else if (res.status !== expected.status || res.body?.code !== expected.code) {
          failures.push(`${label}, expected ${expected.status} ${expected.code}`);
        } else if (typeof res.body.error !== 'string' || !res.body.requestId) {
          failures.push(`${label}: not the documented error body`);
        }
      }
    }
    console.log(`authorization matrix: ${operations.length} operations × ${creds.length} credentials = ${cases} cases`);
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(operations.length * 15);
  });
});
