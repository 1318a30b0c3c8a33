// Password hashing: argon2id through @node-rs/argon2 (prebuilt, no native build).
import { hash, verify } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 10;

export const hashPassword = (password: string) => hash(password); // argon2id with the library's defaults

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
