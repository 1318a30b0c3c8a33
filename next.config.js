/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build directory (NEXT_DIST_DIR=.next-ui) lets a second build coexist with the default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Native, wasm or worker-spawning packages run as plain Node modules, not bundled.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'postgres',
    'pino',
    '@node-rs/argon2',
    'swagger-ui-dist',
    'firebase-admin',
  ],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` runs tsc once, in the test command
  // unauthorized() gives the portal page its 401 for an unknown, revoked or expired token.
  experimental: { authInterrupts: true },
  // Everything Next serves, static assets included; proxy.ts adds the per-route headers at request time.
  headers: async () => [{ source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }],
};

export default nextConfig;
