import type { Metadata } from 'next';
import { Suspense } from 'react';
import { getQueryClient, HydrateClient, trpc } from '../../_trpc/server';
import { BOARD_INPUT } from './board-input';
import { Pursuits } from './Pursuits';

export const metadata: Metadata = { title: 'Pursuits' };

export default async function PursuitsPage() {
  await getQueryClient().prefetchQuery(trpc.pursuits.list.queryOptions(BOARD_INPUT));
  return (
    <HydrateClient>
      <Suspense>
        <Pursuits />
      </Suspense>
    </HydrateClient>
  );
}
