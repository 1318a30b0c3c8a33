import type { Metadata } from 'next';
import { Suspense } from 'react';
import { AUDIT_ACTOR_KINDS } from '~/db/schema';
import { AUDIT_ACTIONS } from '~/server/audit/actions';
import { getQueryClient, HydrateClient, trpc } from '../../../_trpc/server';
import { AuditLog } from './AuditLog';
import { auditLogInput } from './input';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditLogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  const params = new URLSearchParams(Object.entries(sp).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
  // Refused (403) or invalid (400) input is not cached: the browser asks again and shows the server's answer.
  await getQueryClient().prefetchQuery(trpc.auditLog.list.queryOptions(auditLogInput(params)));
  return (
    <HydrateClient>
      <Suspense>
        <AuditLog actions={[...AUDIT_ACTIONS]} actorKinds={[...AUDIT_ACTOR_KINDS]} />
      </Suspense>
    </HydrateClient>
  );
}
