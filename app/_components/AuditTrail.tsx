'use client';
// A pursuit's or project's own audit trail (auditLog.list with its target), for members with VIEW_AUDIT_LOG only;
// each record opens in place to its changes. The full, filterable log is Settings → Audit log.
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTRPC } from '../_trpc/react';
import { actorName } from './audit';
import { AuditChanges, AuditRequestFacts } from './AuditRecordDetails';
import { LocalTime } from './LocalTime';
import { ErrorState, Loading } from './ui/States';

const SHOWN = 20;

export function AuditTrail({
  targetType,
  targetId,
  headingLevel = 2,
}: {
  targetType: 'pursuit' | 'project';
  targetId: string;
  headingLevel?: 2 | 3;
}) {
  const trpc = useTRPC();
  const me = useQuery(trpc.members.me.queryOptions());
  const allowed = me.data?.permissions.includes('VIEW_AUDIT_LOG') ?? false;
  const trail = useQuery(
    trpc.auditLog.list.queryOptions({ targetType, targetId, limit: SHOWN, offset: 0 }, { enabled: allowed }),
  );
  if (!allowed) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const all = `/settings/audit-log?${new URLSearchParams({ targetType, targetId })}`;
  const total = trail.data?.pagination.total ?? 0;
  return (
    <section aria-labelledby={`audit-trail-${targetId}`} data-testid="audit-trail">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <Heading
          id={`audit-trail-${targetId}`}
          className={headingLevel === 2 ? 'text-base font-semibold text-slate-900' : 'text-sm font-semibold'}
        >
          Audit trail
        </Heading>
        <Link href={all} className="text-sm text-emerald-800 underline">
          {total > SHOWN ? `All ${total} records in the audit log` : 'Open in the audit log'}
        </Link>
      </div>
      {trail.isError ? (
        <ErrorState error={trail.error} title="Could not load the audit trail" />
      ) : trail.isPending ? (
        <Loading />
      ) : trail.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">No records yet.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100 rounded-md border border-slate-200">
          {trail.data.data.map((r) => (
            <li key={r.id}>
              <details className="group px-3 py-2">
                <summary className="cursor-pointer list-inside text-sm">
                  <span className="font-mono text-xs font-medium">{r.action}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {actorName(r.actor)} · <LocalTime value={r.occurredAt} />
                  </span>
                </summary>
                <div className="mt-2 flex flex-col gap-3">
                  <AuditChanges changes={r.changes} />
                  <AuditRequestFacts record={r} />
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
