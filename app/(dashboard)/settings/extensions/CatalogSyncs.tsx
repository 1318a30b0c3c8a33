'use client';
// Settings → Extensions → Catalog sync: the shared Grants.gov catalog's last syncs, and the generic reason the last
// failed one failed (docs/catalog.md#the-sync-record). Owners and admins see this tab; GET /api/v1/catalog/syncs lists
// the same. The catalog is shared, so a tenant's admin is not its operator: the detail is in the server log.
import { useQuery } from '@tanstack/react-query';
import { LocalTime } from '../../../_components/LocalTime';
import { Badge } from '../../../_components/ui/Badge';
import { Empty, ErrorState, Loading } from '../../../_components/ui/States';
import { Table, TBody, TD, TH, THead, TR } from '../../../_components/ui/Table';
import { useTRPC } from '../../../_trpc/react';

const STATUS_TONE = { succeeded: 'green', not_modified: 'neutral', running: 'amber', failed: 'red' } as const;

export function CatalogSyncs() {
  const trpc = useTRPC();
  const syncs = useQuery(trpc.catalog.syncs.queryOptions({ limit: 10, offset: 0 }));
  if (syncs.isError) return <ErrorState error={syncs.error} title="Could not load the catalog syncs" />;
  if (syncs.isPending) return <Loading label="Loading catalog syncs…" />;
  const rows = syncs.data.data;
  if (rows.length === 0)
    return (
      <Empty title="No catalog sync yet">
        The Grants.gov catalog is synced on a schedule (CATALOG_SYNC_CRON) or with <code>cli grants sync</code>.
      </Empty>
    );
  const lastFailure = rows.find((s) => s.status === 'failed');
  return (
    <div className="space-y-3">
      {lastFailure && (
        <p role="status" className="text-sm">
          Last failure (<LocalTime value={lastFailure.startedAt} />
          ): {lastFailure.error} The instance&apos;s operator has the details in the server log; the next scheduled sync
          tries again.
        </p>
      )}
      <Table aria-label="Catalog syncs">
        <THead>
          <TR>
            <TH>Started</TH>
            <TH>Source</TH>
            <TH>Status</TH>
            <TH>Read</TH>
            <TH>New</TH>
            <TH>Updated</TH>
            <TH>Unchanged</TH>
            <TH>Skipped</TH>
          </TR>
        </THead>
        <TBody>
          {rows.map((s) => (
            <TR key={s.id}>
              <TD>
                <LocalTime value={s.startedAt} />
              </TD>
              <TD>{s.source}</TD>
              <TD>
                <Badge tone={STATUS_TONE[s.status]}>{s.status.replace('_', ' ')}</Badge>
              </TD>
              <TD>{s.read}</TD>
              <TD>{s.inserted}</TD>
              <TD>{s.updated}</TD>
              <TD>{s.unchanged}</TD>
              <TD>{s.skipped}</TD>
            </TR>
          ))}
        </TBody>
      </Table>
    </div>
  );
}
