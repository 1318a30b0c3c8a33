import type { Metadata } from 'next';
import { getQueryClient, HydrateClient, trpc } from '../../_trpc/server';
import { GrantsTable } from './GrantsTable';
import { grantsInput } from './input';

export const metadata: Metadata = { title: 'Grants' };

export default async function GrantsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  const params = new URLSearchParams(Object.entries(sp).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
  const qc = getQueryClient();
  // The link's scope, else the one the person last chose (docs/dashboard.md#remembered-choices).
  const remembered = await qc
    .fetchQuery(trpc.preferences.get.queryOptions())
    .then((p) => p.grantsScope)
    .catch(() => 'matched' as const);
  await Promise.all([
    qc.prefetchQuery(trpc.grants.list.queryOptions(grantsInput(params, remembered))),
    qc.prefetchQuery(trpc.missions.list.queryOptions({ limit: 100 })),
  ]);
  return (
    <HydrateClient>
      <GrantsTable />
    </HydrateClient>
  );
}
