import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('configuration', () => {
  it('limits organizations to 100 requests a minute on basic and 1,000 on enterprise unless configured', () => {
    const defaults = parseEnv({});
    expect([defaults.RATE_LIMIT_BASIC_PER_MINUTE, defaults.RATE_LIMIT_ENTERPRISE_PER_MINUTE]).toEqual([100, 1_000]);
    const set = parseEnv({ RATE_LIMIT_BASIC_PER_MINUTE: '50', RATE_LIMIT_ENTERPRISE_PER_MINUTE: '5000' });
    expect([set.RATE_LIMIT_BASIC_PER_MINUTE, set.RATE_LIMIT_ENTERPRISE_PER_MINUTE]).toEqual([50, 5_000]);
    expect(() => parseEnv({ RATE_LIMIT_ENTERPRISE_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_ENTERPRISE_PER_MINUTE/);
  });

  it('refuses the Firebase Auth emulator in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      ConfigError,
    );
    expect(() => parseEnv({ NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).not.toThrow();
  });

  it('takes the Firebase web sign-in settings only with a project', () => {
    const env = parseEnv({
      FIREBASE_PROJECT_ID: 'demo-gms',
      FIREBASE_WEB_API_KEY: 'AIzaSyA-fake_key0123',
      FIREBASE_AUTH_DOMAIN: 'demo-gms.firebaseapp.com',
    });
    expect(env.FIREBASE_WEB_API_KEY).toBe('AIzaSyA-fake_key0123');
    expect(env.FIREBASE_AUTH_DOMAIN).toBe('demo-gms.firebaseapp.com');
    expect(() => parseEnv({ FIREBASE_WEB_API_KEY: 'AIzaSyA-fake_key0123' })).toThrow(
      /FIREBASE_WEB_API_KEY: needs FIREBASE_PROJECT_ID/,
    );
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'p', FIREBASE_WEB_API_KEY: 'bad key"><script>' })).toThrow(
      /FIREBASE_WEB_API_KEY/,
    );
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'p', FIREBASE_AUTH_DOMAIN: 'https://x.example/' })).toThrow(
      /FIREBASE_AUTH_DOMAIN/,
    );
  });

  it('production on PostgreSQL needs the secrets every instance shares; the embedded database does not', () => {
    const pg = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/gms' } as const;
    expect(() => parseEnv(pg)).toThrow(/AUTH_SECRET: must be set[\s\S]*ENCRYPTION_KEY: must be set/);
    expect(() =>
      parseEnv({ ...pg, AUTH_SECRET: 'a'.repeat(32), ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') }),
    ).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow();
    expect(() => parseEnv({ DATABASE_URL: 'postgres://db/gms' })).not.toThrow(); // development
  });

  it('seeds the demo unasked only with the embedded database', () => {
    expect(parseEnv({}).SEED_DEMO_ON_START).toBeUndefined();
    expect(parseEnv({ SEED_DEMO_ON_START: 'true' }).SEED_DEMO_ON_START).toBe(true);
    expect(parseEnv({ SEED_DEMO_ON_START: 'off' }).SEED_DEMO_ON_START).toBe(false);
  });

  it('names every bad variable', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (err) {
      const message = (err as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
    }
    expect(() => parseEnv({ UPSTASH_REDIS_REST_URL: 'https://r.example' })).toThrow(/UPSTASH_REDIS_REST_TOKEN/);
  });

  it('takes * or origins for the portal frame-ancestors, and refuses a CSP injection', () => {
    expect(parseEnv({}).PORTAL_FRAME_ANCESTORS).toBe('*');
    expect(
      parseEnv({ PORTAL_FRAME_ANCESTORS: 'https://board.example.org https://*.example.com' }).PORTAL_FRAME_ANCESTORS,
    ).toBe('https://board.example.org https://*.example.com');
    expect(() => parseEnv({ PORTAL_FRAME_ANCESTORS: "*; script-src 'unsafe-inline'" })).toThrow(
      /PORTAL_FRAME_ANCESTORS/,
    );
  });

  it('reads booleans as words, and defaults sensibly', () => {
    const env = parseEnv({ PORTAL_TOKEN_QUERY: 'false', TRUST_PROXY: '1' });
    expect(env.PORTAL_TOKEN_QUERY).toBe(false);
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.PORT).toBe(3000);
    expect(env.AUTH_FAILURES_PER_MINUTE).toBe(30);
  });
});
