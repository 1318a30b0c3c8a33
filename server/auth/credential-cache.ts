// Verified credentials, cached by hash for a few seconds: a revoke in this process deletes the entry at once;
// one made on another instance is seen when the entry expires.
import { processSingleton } from '../process-singleton';

export const CREDENTIAL_CACHE_TTL_MS = 10_000;

export class CredentialCache<T> {
  private readonly entries: Map<string, { value: T; cachedAt: number }>;

  /** `name` keys the process-wide store: Next.js bundles and the node server's REST path may both load this module. */
  constructor(name: string) {
    this.entries = processSingleton(`credentialCache.${name}`, () => new Map());
  }

  /** The cached value, or `load()`'s (cached when found); null when there is no such live credential. */
  async get(hash: string, load: (previous: T | undefined) => Promise<T | null>): Promise<T | null> {
    const now = Date.now();
    const hit = this.entries.get(hash);
    if (hit && now - hit.cachedAt <= CREDENTIAL_CACHE_TTL_MS) return hit.value;
    const value = await load(hit?.value);
    if (value === null) this.entries.delete(hash);
    else this.entries.set(hash, { value, cachedAt: now });
    return value;
  }

  delete(hash: string) {
    this.entries.delete(hash);
  }
}
