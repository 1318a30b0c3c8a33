// The synthetic catalog's randomness: a seeded PRNG (mulberry32), re-seeded per record so record i never
// depends on count.
export class Rng {
  private s = 0;

  reset(state: number): void {
    this.s = state | 0;
  }

  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  /** k distinct items (partial Fisher-Yates on a copy), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const a = items.slice();
    const n = Math.min(k, a.length);
    for (let i = 0; i < n; i++) {
      const j = i + this.int(a.length - i);
      const tmp = a[i] as T;
      a[i] = a[j] as T;
      a[j] = tmp;
    }
    a.length = n;
    return a;
  }
}

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function recordState(seed: number, index: number): number {
  return fmix32(fmix32(seed ^ 0x5bd1e995) ^ Math.imul(index + 1, 0x9e3779b1));
}
