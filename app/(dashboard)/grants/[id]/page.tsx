import type { Metadata } from 'next';
import { getQueryClient, HydrateClient, trpc } from '../../../_trpc/server';
import { GrantDetail } from './GrantDetail';

export const metadata: Metadata = { title: 'Grant' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function GrantPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (UUID.test(id)) await getQueryClient().prefetchQuery(trpc.grants.get.queryOptions({ id }));
  return (
    <HydrateClient>
      <GrantDetail id={id} />
    </HydrateClient>
  );
}
