import type { Metadata } from 'next';
import { getQueryClient, HydrateClient, trpc } from '../../../_trpc/server';
import { GrantDetail } from './GrantDetail';
import { changesInput } from './grant-changes';
import { isUuid } from '~/server/ids';

export const metadata: Metadata = { title: 'Grant' };

export default async function GrantPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (isUuid(id)) {
    const client = getQueryClient();
    await Promise.all([
      client.prefetchQuery(trpc.grants.get.queryOptions({ id })),
      client.prefetchQuery(trpc.grants.versions.queryOptions(changesInput(id))),
    ]);
  }
  return (
    <HydrateClient>
      <GrantDetail id={id} />
    </HydrateClient>
  );
}
