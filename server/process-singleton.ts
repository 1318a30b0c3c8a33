// One instance per process, even when Next.js bundles and the node server load a module separately.
export function processSingleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`gms.${name}`);
  return (store[key] ??= create());
}
