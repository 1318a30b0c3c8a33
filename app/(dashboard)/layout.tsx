// The signed-in dashboard: session check, the caller's identity prefetched for the shell, and the shell itself.
import { redirect } from 'next/navigation';
import { currentUserId } from '~/server/auth/session';
import { Shell } from '../_components/Shell';
import { Toaster } from '../_components/ui/Toast';
import { getQueryClient, HydrateClient, trpc } from '../_trpc/server';
import { TRPCReactProvider } from '../_trpc/react';

export const dynamic = 'force-dynamic';

export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  if ((await currentUserId()) === null) redirect('/login');
  await getQueryClient().prefetchQuery(trpc.members.me.queryOptions());
  return (
    <TRPCReactProvider>
      <Toaster>
        <HydrateClient>
          <Shell>{children}</Shell>
        </HydrateClient>
      </Toaster>
    </TRPCReactProvider>
  );
}
