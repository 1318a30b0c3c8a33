// Secrets that must be stable across restarts. Set them in the environment; on a single machine with the
// embedded database they are generated into ./.data/ on first start instead (quick start needs no setup).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from './env';

function generatedSecret(name: string, make: () => string): string {
  const { DATABASE_URL, PGLITE_DIR } = env();
  if (DATABASE_URL) {
    throw new Error(`${name} must be set when DATABASE_URL is set (every instance must share it)`);
  }
  const file = path.join(path.dirname(path.resolve(PGLITE_DIR)), `${name.toLowerCase().replace(/_/g, '-')}`);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const value = make();
    fs.writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    return value;
  }
}

let authSecret: string | undefined;
export function getAuthSecret(): string {
  authSecret ??= env().AUTH_SECRET ?? generatedSecret('AUTH_SECRET', () => randomBytes(32).toString('base64url'));
  return authSecret;
}
