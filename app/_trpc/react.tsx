'use client';
// The dashboard's tRPC client: TanStack Query + @trpc/tanstack-react-query over /api/trpc (session cookie), with the
// chosen organization sent as X-Organization-Id.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { DASHBOARD_MAX_BATCH } from '~/server/api/dashboard-batch';
import type { AppRouter } from '~/server/api/root';
import { readOrganizationCookie } from './organization';
import { makeQueryClient } from './query-client';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;
function getQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient();
  return (browserQueryClient ??= makeQueryClient());
}

export function TRPCReactProvider({ children }: { children: React.ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: '/api/trpc',
          // The server refuses a larger batch (docs/dashboard.md#what-the-endpoint-refuses): split before it.
          maxItems: DASHBOARD_MAX_BATCH,
          headers() {
            const org = readOrganizationCookie();
            return org ? { 'X-Organization-Id': org } : {};
          },
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
