// Password hashing: argon2id through @node-rs/argon2 (prebuilt, no native build), at most 4 at a time per process.
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { processSingleton } from '../process-singleton';

/** Legacy floor of the CLI and member paths; new passwords go through assertStrongPassword (password-policy.ts). */
export const MIN_PASSWORD_LENGTH = 10;

/** argon2 is deliberately slow and memory-hungry: a burst of sign-ins must queue, not exhaust the machine. */
export const ARGON2_CONCURRENCY = 4;
// One queue per process, even when Next.js bundles load this module more than once.
const argon2Queue = () => processSingleton('argon2Slots', () => pLimit(ARGON2_CONCURRENCY));
const argon2Slots = <T>(fn: () => Promise<T>) => argon2Queue()(fn);

export const hashPassword = (password: string) => argon2Slots(() => hash(password)); // argon2id, library defaults

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return argon2Slots(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

/** For tests and health: argon2 jobs running and waiting in this process. */
export function argon2Load(): { active: number; pending: number } {
  const queue = argon2Queue();
  return { active: queue.activeCount, pending: queue.pendingCount };
}
