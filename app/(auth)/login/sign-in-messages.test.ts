import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './sign-in-messages';

const ORIGIN = 'http://localhost:3000';

/**
 * Known ways to make a string that starts like a path leave the origin once a browser (or router.push) reads it:
 * dot segments that normalize to `//host`, backslashes read as slashes, encoded slashes, control characters the URL
 * parser strips, scheme-relative and scheme-only forms.
 */
const BYPASSES = [
  '/.//evil.example/relogin',
  '//evil.example',
  '///evil.example',
  '////evil.example/x',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5C%5Cevil.example',
  '/%5cevil.example',
  '%2F%2Fevil.example',
  'https:evil.example',
  'http:evil.example',
  'https:/evil.example',
  'https://evil.example',
  'HTTPS://EVIL.EXAMPLE',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/./.././/evil.example',
  '/%2e/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/x/..//evil.example',
  '/x/../..//evil.example/relogin?a=1#h',
  '//evil.example@localhost:3000',
  'http://localhost:3000@evil.example',
  'http://localhost:3000.evil.example/',
  'https://localhost:3000/',
  'http://localhost:3001/',
  '//localhost:3001/',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//%65vil.example',
  '/\u3002/evil.example',
  '//evil%2Eexample',
  '/;//evil.example',
  '/?//evil.example',
];

describe('safeCallbackPath (docs/authentication.md#dashboard-sessions)', () => {
  it.each(BYPASSES)('%j stays on the app’s origin', (input) => {
    const path = safeCallbackPath(input, ORIGIN);
    // Whatever comes back is a path that, read again by anyone, is this origin, and is already what it resolves to.
    expect(path.startsWith('/')).toBe(true);
    expect(path).not.toMatch(/^[/\\]{2}|^\/\\|[\t\n\r]/);
    const resolved = new URL(path, ORIGIN);
    expect(resolved.origin).toBe(ORIGIN);
    expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(path);
    // As a browser would resolve it from another page of the app.
    expect(new URL(path, `${ORIGIN}/login?callbackUrl=x`).origin).toBe(ORIGIN);
  });

  it.each([
    [null, '/'],
    ['', '/'],
    ['/', '/'],
    ['/grants?status=posted', '/grants?status=posted'],
    ['/pursuits#board', '/pursuits#board'],
    ['/grants/../pursuits', '/pursuits'],
    ['http://localhost:3000/settings/members', '/settings/members'],
    ['/.//evil.example/relogin', '/evil.example/relogin'],
    ['https://evil.example/x', '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeCallbackPath(input, ORIGIN)).toBe(expected);
  });
});
