// What `npm start` prints once it listens (scripts/serve.ts): where the app is, how to sign in, whether it can send
// email, and what in the configuration must not stay on in production. It goes to stdout, which log collectors read:
// never a password (the demo's goes to a file, the SMTP server's is left out).
import type { Env } from '../env';

export type DemoLogin = { email: string } & ({ password: string } | { passwordFile: string });

export interface BannerInput {
  config: Env;
  /** The public base URL (publicBaseUrl). */
  base: string;
  dev: boolean;
  /** The demo organization's login when this start seeded it. */
  demo: DemoLogin | null;
}

const LABEL = (name: string) => `  ${`${name}:`.padEnd(10)}`;
const RESET_HINT = 'to reset it, stop the server and run: npm run cli -- seed --demo';

/** Where email goes: the SMTP server's scheme, host and port (never its user or password), or how to get one. */
export function emailLine(config: Env): string {
  if (!config.SMTP_URL) {
    return `${LABEL('Email')}not configured — set SMTP_URL, or run \`npm run mail\` for a development inbox`;
  }
  let server: string;
  try {
    const url = new URL(config.SMTP_URL);
    const secure = url.protocol === 'smtps:';
    server = `${url.protocol}//${url.hostname}:${url.port || (secure ? 465 : 587)}`;
  } catch {
    server = 'SMTP_URL'; // the schema took it; a URL this parser refuses is named, not echoed
  }
  const sender =
    config.WORKER_MODE === 'off' ? 'sent by the `npm run cli -- worker` processes' : 'sent by this process';
  return `${LABEL('Email')}${server}, from ${config.EMAIL_FROM} (${sender})`;
}

/** Settings that are for development and tests only, on in production. */
export function productionWarnings(config: Env): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (config.WEBHOOK_ALLOW_PRIVATE_NETWORKS) {
    warnings.push(
      'WEBHOOK_ALLOW_PRIVATE_NETWORKS is on in production: webhooks may be sent to private, loopback and http:// ' +
        'addresses (the SSRF guard is off). Unset it unless this is a test deployment.',
    );
  }
  if (config.SSO_ALLOW_PRIVATE_NETWORKS) {
    warnings.push(
      'SSO_ALLOW_PRIVATE_NETWORKS is on in production: a single sign-on issuer may be http:// and on a private or ' +
        'loopback address. Unset it unless this is a test deployment.',
    );
  }
  return warnings;
}

export function bannerLines({ config, base, dev, demo }: BannerInput): string[] {
  const lines = [`Grant Management Service is up at ${base} (${dev ? 'development' : 'production'})`];
  lines.push(`${LABEL('API')}${base}/api/v1  (reference: ${base}/docs)`);
  lines.push(`${LABEL('Sign in')}${base}/login`);
  if (demo) {
    const indent = ' '.repeat(12);
    lines.push(`${indent}email ${demo.email}`);
    lines.push(
      'passwordFile' in demo
        ? `${indent}password in ${demo.passwordFile}   (${RESET_HINT})`
        : `${indent}password ${demo.password}   (shown once; ${RESET_HINT})`,
    );
  }
  lines.push(emailLine(config));
  for (const warning of productionWarnings(config)) lines.push(`${LABEL('Warning')}${warning}`);
  return lines;
}
