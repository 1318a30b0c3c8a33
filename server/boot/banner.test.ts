import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { bannerLines, emailLine, productionWarnings } from './banner';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/gms',
  AUTH_SECRET: 'a'.repeat(40),
  ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
};

describe('the start banner', () => {
  it('says email is not configured, and how to get an inbox for development', () => {
    expect(emailLine(parseEnv({}))).toBe(
      '  Email:    not configured — set SMTP_URL, or run `npm run mail` for a development inbox',
    );
  });

  it('names the SMTP server by scheme, host and port — never its user or password', () => {
    const line = emailLine(parseEnv({ SMTP_URL: 'smtp://grants%40example.org:s3cr%3At@mail.example.org:2525' }));
    expect(line).toBe(
      '  Email:    smtp://mail.example.org:2525, from Grant Management Service <no-reply@localhost> (sent by this process)',
    );
    expect(line).not.toMatch(/s3cr|grants%40|grants@/);
    // The port nodemailer uses when the URL has none; the workers named when the app does not send.
    expect(
      emailLine(
        parseEnv({
          SMTP_URL: 'smtps://u:p@smtp.example.org',
          EMAIL_FROM: 'Grants <g@example.org>',
          WORKER_MODE: 'off',
        }),
      ),
    ).toBe(
      '  Email:    smtps://smtp.example.org:465, from Grants <g@example.org> (sent by the `npm run cli -- worker` processes)',
    );
    expect(emailLine(parseEnv({ SMTP_URL: 'smtp://127.0.0.1' }))).toContain('smtp://127.0.0.1:587,');
  });

  it('warns when private webhook addresses are allowed in production, and only there', () => {
    expect(productionWarnings(parseEnv({ ...production, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }))).toEqual([
      expect.stringMatching(/^WEBHOOK_ALLOW_PRIVATE_NETWORKS is on in production: .*SSRF guard is off/),
    ]);
    expect(productionWarnings(parseEnv(production))).toEqual([]);
    expect(productionWarnings(parseEnv({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' }))).toEqual([]); // development
  });

  it('warns when a private or http single sign-on issuer is allowed in production, and only there', () => {
    expect(productionWarnings(parseEnv({ ...production, SSO_ALLOW_PRIVATE_NETWORKS: 'true' }))).toEqual([
      expect.stringMatching(/^SSO_ALLOW_PRIVATE_NETWORKS is on in production: .*private or loopback address/),
    ]);
    expect(productionWarnings(parseEnv({ SSO_ALLOW_PRIVATE_NETWORKS: 'true' }))).toEqual([]); // development
  });

  it('puts it together: where, sign-in, the demo login (a file in production), email, warnings', () => {
    const config = parseEnv({ ...production, WEBHOOK_ALLOW_PRIVATE_NETWORKS: '1' });
    const lines = bannerLines({
      config,
      base: 'https://grants.example.org',
      dev: false,
      demo: { email: 'admin@demo.example.org', passwordFile: '.data/demo-login.txt' },
    });
    expect(lines).toEqual([
      'Grant Management Service is up at https://grants.example.org (production)',
      '  API:      https://grants.example.org/api/v1  (reference: https://grants.example.org/docs)',
      '  Sign in:  https://grants.example.org/login',
      '            email admin@demo.example.org',
      '            password in .data/demo-login.txt   (to reset it, stop the server and run: npm run cli -- seed --demo)',
      '  Email:    not configured — set SMTP_URL, or run `npm run mail` for a development inbox',
      expect.stringMatching(/^ {2}Warning: {2}WEBHOOK_ALLOW_PRIVATE_NETWORKS is on in production/),
    ]);
    const devLines = bannerLines({
      config: parseEnv({}),
      base: 'http://localhost:3000',
      dev: true,
      demo: { email: 'admin@demo.example.org', password: 'pw' },
    });
    expect(devLines[0]).toBe('Grant Management Service is up at http://localhost:3000 (development)');
    expect(devLines[4]).toBe(
      '            password pw   (shown once; to reset it, stop the server and run: npm run cli -- seed --demo)',
    );
  });
});
