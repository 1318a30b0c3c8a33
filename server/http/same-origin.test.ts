import { describe, expect, it } from 'vitest';
import { crossOriginRefusal } from './same-origin';

const APP = 'http://localhost:3000';
const check = (method: string, headers: Record<string, string>) =>
  crossOriginRefusal(method, new Headers({ host: 'localhost:3000', ...headers }), APP);

describe('crossOriginRefusal (docs/dashboard.md#same-origin-only)', () => {
  it.each([
    ['GET', {}],
    ['HEAD', { origin: 'http://evil.example' }],
    ['POST', { origin: APP }],
    ['POST', { origin: APP, 'sec-fetch-site': 'same-origin' }],
    ['POST', { 'sec-fetch-site': 'same-origin' }],
    // Reached by another name (its Host): still the page's own origin to the browser.
    ['POST', { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }],
  ])('%s %j is allowed', (method, headers) => {
    expect(check(method, headers)).toBeNull();
  });

  it.each([
    ['POST', {}], // neither header: not a browser acting for its user
    ['POST', { origin: 'http://localhost:3001' }], // another port of the same host ("same-site")
    ['POST', { origin: 'http://localhost:3001', 'sec-fetch-site': 'same-site' }],
    ['POST', { 'sec-fetch-site': 'same-site' }],
    ['POST', { 'sec-fetch-site': 'cross-site' }],
    ['POST', { 'sec-fetch-site': 'none' }],
    ['POST', { origin: APP, 'sec-fetch-site': 'cross-site' }],
    ['POST', { origin: 'null' }],
    ['POST', { origin: 'https://localhost:3000.evil.example' }],
    ['POST', { origin: 'http://localhost:3000/path' }],
    ['POST', { origin: 'http://evil.example' }],
    ['PUT', { origin: 'http://evil.example' }],
    ['DELETE', {}],
  ] as [string, Record<string, string>][])('%s %j is refused', (method, headers) => {
    expect(check(method, headers)).toMatch(/refused/);
  });
});
