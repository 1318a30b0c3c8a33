import type { Metadata } from 'next';
import { getQueryClient, HydrateClient, trpc } from '../../../_trpc/server';
import { PLAN_AHEAD_INPUT } from './input';
import { PlanAhead } from './PlanAhead';

export const metadata: Metadata = { title: 'Plan ahead' };

export default async function PlanAheadPage() {
  await getQueryClient().prefetchQuery(trpc.grants.planAhead.queryOptions(PLAN_AHEAD_INPUT));
  return (
    <HydrateClient>
      <PlanAhead />
    </HydrateClient>
  );
}
