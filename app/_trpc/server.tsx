// Server-side prefetch for first paint: the same procedures, called in-process with the session's context, their
// results handed to the browser's cache through <HydrateClient>.
import 'server-only';
import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { createDashboardContext } from '~/server/api/context';
import { appRouter } from '~/server/api/root';
import { ORGANIZATION_COOKIE } from './organization';
import { makeQueryClient } from './query-client';

export const getQueryClient = cache(makeQueryClient);

const createContext = cache(async () => {
  const h = new Headers(await headers());
  const org = (await cookies()).get(ORGANIZATION_COOKIE)?.value;
  if (org) h.set('x-organization-id', org);
  else h.delete('x-organization-id');
  return createDashboardContext(new Request('http://internal/api/trpc', { headers: h }));
});

export const trpc = createTRPCOptionsProxy({ ctx: createContext, router: appRouter, queryClient: getQueryClient });

export function HydrateClient({ children }: { children: React.ReactNode }) {
  return <HydrationBoundary state={dehydrate(getQueryClient())}>{children}</HydrationBoundary>;
}
