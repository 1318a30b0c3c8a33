// A catalog sync as it is shown (docs/catalog.md#the-sync-record), ISO times. The catalog is shared by every
// organization, so GET /catalog/syncs and the dashboard get what any tenant may see: counts, times, status and a
// generic reason. The source's URL, its validators and the detailed reason (hostnames, file names, Grants.gov's
// messages) are the operator's: the server log and `cli grants sync`.
import { FAILURE_REASONS } from './failure';
import type { CatalogSync } from './sync';

export interface CatalogSyncDto {
  id: string;
  source: CatalogSync['source'];
  startedAt: string;
  finishedAt: string | null;
  status: CatalogSync['status'];
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** A failed sync's generic reason (FAILURE_REASONS), never the detailed one. */
  error: string | null;
}

/** What the operator's CLI prints: the tenant's view plus the URL, the detailed reason and the validators. */
export interface CatalogSyncDetailDto extends Omit<CatalogSyncDto, 'error'> {
  url: string | null;
  failure: CatalogSync['failure'];
  error: string | null;
  etag: string | null;
  lastModified: string | null;
  heartbeatAt: string;
}

export function catalogSyncDto(row: CatalogSync): CatalogSyncDto {
  return {
    id: row.id,
    source: row.source,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    status: row.status,
    read: row.read,
    inserted: row.inserted,
    updated: row.updated,
    unchanged: row.unchanged,
    skipped: row.skipped,
    error: row.status === 'failed' ? FAILURE_REASONS[row.failure ?? 'internal'] : null,
  };
}

export function catalogSyncDetailDto(row: CatalogSync): CatalogSyncDetailDto {
  return {
    ...catalogSyncDto(row),
    url: row.url,
    failure: row.failure,
    error: row.error,
    etag: row.etag,
    lastModified: row.lastModified,
    heartbeatAt: row.heartbeatAt.toISOString(),
  };
}
