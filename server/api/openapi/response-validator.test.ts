// The validator the integration suite runs every response through: a response that conforms passes, and each kind
// of drift from the document (a wrong body shape, an undocumented status or header, a missing required header, an
// error that is not the shared Error body) is reported.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi';
import { createPursuitOperation } from '../routers/pursuits/create-pursuit.schema';
import { createResponseValidator } from './response-validator';

const validator = createResponseValidator(openApiDocument() as never);
const pursuit = createPursuitOperation.meta.rest.example.response as Record<string, unknown>;
const id = pursuit.id as string;

function headers(extra: Record<string, string> = {}) {
  return new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'X-Request-Id': 'req_01JD8X0001Q7M2K9V3B',
    'Cache-Control': 'private, no-cache',
    'X-Content-Type-Options': 'nosniff',
    'X-RateLimit-Limit': '100',
    'X-RateLimit-Remaining': '99',
    'X-RateLimit-Reset': '1795581420',
    ...extra,
  });
}
const error = (code: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ error: 'Something', code, requestId: 'req_01JD8X0001Q7M2K9V3B', ...extra });

describe('createResponseValidator', () => {
  it('accepts a response as documented', () => {
    expect(
      validator.check('POST', '/pursuits', { status: 201, headers: headers(), body: JSON.stringify(pursuit) }),
    ).toEqual([]);
    expect(
      validator.check('GET', `/pursuits/${id}`, { status: 304, headers: headers({ ETag: '"abc"' }), body: '' }),
    ).toEqual([]);
  });

  it('reports a body of the wrong shape', () => {
    const wrong = JSON.stringify({ ...pursuit, title: 42 });
    expect(validator.check('POST', '/pursuits', { status: 201, headers: headers(), body: wrong }).join('\n')).toMatch(
      /body\/title must be string/,
    );
    const missing = JSON.stringify({ ...pursuit, stage: undefined });
    expect(validator.check('POST', '/pursuits', { status: 201, headers: headers(), body: missing }).join('\n')).toMatch(
      /stage/,
    );
  });

  it('reports a body that is not declared JSON, and a body in the answer to a HEAD', () => {
    const html = validator.check('POST', '/pursuits', {
      status: 201,
      headers: headers({ 'Content-Type': 'text/html' }),
      body: JSON.stringify(pursuit),
    });
    expect(html).toEqual(['POST /pursuits → 201: Content-Type is not application/json']);
    const head = validator.check('HEAD', `/pursuits/${id}`, {
      status: 200,
      headers: headers({ ETag: '"abc"' }),
      body: '{}',
    });
    expect(head).toEqual([`HEAD /pursuits/${id} → 200: a body in the answer to a HEAD`]);
  });

  it('reports an undocumented status', () => {
    expect(
      validator.check('POST', '/pursuits', { status: 200, headers: headers(), body: JSON.stringify(pursuit) }),
    ).toEqual(['POST /pursuits → 200: status 200 is not documented for POST /pursuits']);
    expect(
      validator.check('GET', '/reports/summary', { status: 404, headers: headers(), body: error('NOT_FOUND') })[0],
    ).toMatch(/not documented/);
  });

  it('reports a missing required header, an undocumented one and a malformed one', () => {
    const withoutEtag = validator.check('GET', `/pursuits/${id}`, { status: 304, headers: headers(), body: '' });
    expect(withoutEtag).toEqual([`GET /pursuits/${id} → 304: the required header ETag is missing`]);
    const extra = validator.check('POST', '/pursuits', {
      status: 201,
      headers: headers({ 'X-Debug': '1' }),
      body: JSON.stringify(pursuit),
    });
    expect(extra).toEqual(['POST /pursuits → 201: the header x-debug is not documented']);
    const badLimit = validator.check('POST', '/pursuits', {
      status: 201,
      headers: headers({ 'X-RateLimit-Limit': 'lots' }),
      body: JSON.stringify(pursuit),
    });
    expect(badLimit.join('\n')).toMatch(/header X-RateLimit-Limit must be integer/);
  });

  it('holds errors to the shared Error body, with the codes documented for the status', () => {
    const ok = validator.check('GET', `/pursuits/${id}`, { status: 404, headers: headers(), body: error('NOT_FOUND') });
    expect(ok).toEqual([]);
    const trpcShape = JSON.stringify({ message: 'Not found', code: 'NOT_FOUND', issues: [] });
    expect(
      validator.check('GET', `/pursuits/${id}`, { status: 404, headers: headers(), body: trpcShape }).length,
    ).toBeGreaterThan(0);
    const wrongCode = validator.check('GET', `/pursuits/${id}`, {
      status: 404,
      headers: headers(),
      body: error('CONFLICT'),
    });
    expect(wrongCode.join('\n')).toMatch(/code must be equal to one of the allowed values/);
    const retry = validator.check('GET', '/grants', { status: 429, headers: headers(), body: error('RATE_LIMITED') });
    expect(retry).toEqual(['GET /grants → 429: the required header Retry-After is missing']);
  });

  it('an unknown path must be a 404 and an undocumented method a 405 with Allow, in the Error body', () => {
    expect(validator.check('GET', '/nope', { status: 404, headers: headers(), body: error('NOT_FOUND') })).toEqual([]);
    expect(validator.check('GET', '/nope', { status: 200, headers: headers(), body: '{}' })[0]).toMatch(/must be 404/);
    expect(
      validator.check('PUT', '/missions', {
        status: 405,
        headers: headers({ Allow: 'GET, POST' }),
        body: error('METHOD_NOT_ALLOWED'),
      }),
    ).toEqual([]);
    expect(
      validator.check('PUT', '/missions', { status: 405, headers: headers(), body: error('METHOD_NOT_ALLOWED') }),
    ).toEqual(['PUT /missions → 405: a 405 without an Allow header']);
  });
});
