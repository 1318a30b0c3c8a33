import type { Metadata } from 'next';
import { getQueryClient, HydrateClient, trpc } from '../_trpc/server';
import { Overview } from './Overview';
import { overviewInput } from './overview-input';

export const metadata: Metadata = { title: 'Overview' };

export default async function OverviewPage() {
  await getQueryClient().prefetchQuery(trpc.reports.summary.queryOptions(overviewInput()));
  return (
    <HydrateClient>
      <Overview />
    </HydrateClient>
  );
}
