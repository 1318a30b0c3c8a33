// Secrets at rest — webhook signing secrets, queued emails (they carry single-use links): AES-256-GCM under
// ENCRYPTION_KEY, stored as "iv.tag.ciphertext" (base64 parts).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigurationError, env } from '../env';

let cachedKey: Buffer | undefined;

/**
 * ENCRYPTION_KEY (32 bytes, base64). Unset in development or with the embedded database, it is generated once
 * into ./.data/encryption-key (beside the PGlite directory) so that quick start needs no setup; with PostgreSQL
 * every process must share one key, so it is required there (and validated at start in production).
 */
export function getEncryptionKey(): Buffer {
  if (cachedKey) return cachedKey;
  const config = env();
  if (config.ENCRYPTION_KEY) {
    cachedKey = Buffer.from(config.ENCRYPTION_KEY, 'base64');
    return cachedKey;
  }
  // With PostgreSQL the server, the CLI and the workers may run anywhere: a key generated here would be this
  // process's alone, and what it encrypts unreadable to the others.
  if (config.DATABASE_URL) {
    throw new ConfigurationError(
      'ENCRYPTION_KEY must be set with DATABASE_URL (every instance, the CLI and the workers share it)',
    );
  }
  const file = path.join(path.dirname(path.resolve(config.PGLITE_DIR)), 'encryption-key');
  let value: string;
  try {
    value = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    value = randomBytes(32).toString('base64');
    try {
      fs.writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      value = fs.readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
  cachedKey = Buffer.from(value, 'base64');
  if (cachedKey.length !== 32) throw new Error(`${file} must hold 32 bytes, base64-encoded`);
  return cachedKey;
}

export function encryptSecret(plaintext: string, key = getEncryptionKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64')).join('.');
}

export function decryptSecret(stored: string, key = getEncryptionKey()): string {
  const [iv, tag, ciphertext] = stored.split('.').map((p) => Buffer.from(p, 'base64'));
  if (!iv || !tag || !ciphertext) throw new Error('malformed encrypted secret');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
