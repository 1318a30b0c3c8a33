import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { ISSUER_PRIVATE_MESSAGE, checkIssuerUrl } from './issuer';

const strict = { allowPrivate: false };
const dev = { allowPrivate: true };

function refusal(raw: string, opts = strict): string {
  try {
    checkIssuerUrl(raw, opts);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('VALIDATION_FAILED');
    expect((e as AppError).extra.issues?.[0]?.path).toBe('issuer');
    return (e as AppError).message;
  }
  throw new Error(`${raw} was accepted`);
}

describe('checkIssuerUrl', () => {
  it('accepts https issuers and keeps the trailing slash as typed', () => {
    expect(checkIssuerUrl('https://idp.example.com', strict)).toBe('https://idp.example.com');
    expect(checkIssuerUrl(' https://idp.example.com/ ', strict)).toBe('https://idp.example.com/');
    expect(checkIssuerUrl('https://login.example.com/tenant-1/v2.0', strict)).toBe(
      'https://login.example.com/tenant-1/v2.0',
    );
    expect(checkIssuerUrl('HTTPS://IdP.Example.COM/oauth2/default', strict)).toBe(
      'https://idp.example.com/oauth2/default',
    );
    expect(checkIssuerUrl('https://bücher.example/', strict)).toBe('https://xn--bcher-kva.example/');
  });

  it('refuses http, credentials, queries, fragments and non-URLs', () => {
    expect(refusal('http://idp.example.com')).toMatch(/must be https/);
    expect(refusal('ftp://idp.example.com')).toMatch(/must be https/);
    expect(refusal('idp.example.com')).toMatch(/absolute URL/);
    expect(refusal('')).toMatch(/required/);
    expect(refusal('https://user:pw@idp.example.com')).toMatch(/credentials/);
    expect(refusal('https://idp.example.com/?tenant=1')).toMatch(/query/);
    expect(refusal('https://idp.example.com/?')).toMatch(/query/);
    expect(refusal('https://idp.example.com/#x')).toMatch(/fragment/);
    expect(refusal(`https://idp.example.com/${'a'.repeat(2100)}`)).toMatch(/at most 2048/);
  });

  it("refuses Microsoft's multi-tenant issuers (any tenant's user would pass); a tenant's own is accepted", () => {
    for (const tenant of ['common', 'organizations', 'consumers', 'Common'])
      expect(refusal(`https://login.microsoftonline.com/${tenant}/v2.0`)).toMatch(/Entra tenant's issuer/);
    const own = 'https://login.microsoftonline.com/0a1b2c3d-4e5f-6789-abcd-ef0123456789/v2.0';
    expect(checkIssuerUrl(own, strict)).toBe(own);
  });

  it('refuses literal private, loopback and reserved hosts and localhost names, as the SSRF guard does', () => {
    for (const host of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.169.254',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '2130706433',
      '0x7f.1',
      'localhost',
      'idp.localhost',
      'localhost.',
    ]) {
      expect(refusal(`https://${host}/`), host).toBe(`issuer: ${ISSUER_PRIVATE_MESSAGE}`);
    }
    expect(checkIssuerUrl('https://93.184.215.14/', strict)).toBe('https://93.184.215.14/');
  });

  it('with SSO_ALLOW_PRIVATE_NETWORKS, allows http and loopback (the tests run their providers there)', () => {
    expect(checkIssuerUrl('http://127.0.0.1:4010', dev)).toBe('http://127.0.0.1:4010');
    expect(checkIssuerUrl('https://localhost:4010/oidc', dev)).toBe('https://localhost:4010/oidc');
    expect(refusal('ftp://127.0.0.1', dev)).toMatch(/must be http or https/);
    expect(refusal('http://127.0.0.1/?x=1', dev)).toMatch(/query/);
  });
});
