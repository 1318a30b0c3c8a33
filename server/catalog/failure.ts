// A failed catalog sync's two reasons (docs/catalog.md#the-sync-record): the detailed one-line message for the
// operator (the server log, `cli grants sync`), and a generic kind every tenant may read: the catalog is shared, so a
// tenant's admin is not its operator and never sees the source's URL, hostnames, file paths or a remote answer.
import type { CATALOG_SYNC_FAILURES } from '~/db/schema';

export type CatalogSyncFailure = (typeof CATALOG_SYNC_FAILURES)[number];

/** What GET /catalog/syncs and the settings page say for each kind. */
export const FAILURE_REASONS: Record<CatalogSyncFailure, string> = {
  download: 'The extract could not be downloaded.',
  redirect: 'The source redirected to an address the sync does not follow.',
  verification: 'The downloaded extract failed its checks.',
  api: 'The Grants.gov API could not be read.',
  timeout: 'The source did not answer in time.',
  abandoned: 'The process running the sync stopped before it ended.',
  internal: 'The sync failed; the operator’s server log says why.',
};

/** A failure whose kind is known; anything else thrown during a run is `internal`. */
export class CatalogSyncError extends Error {
  constructor(
    readonly failure: CatalogSyncFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CatalogSyncError';
  }
}

/** Remote text kept in a reason (a Grants.gov `msg`): no control characters, at most `max` characters. */
export function remoteText(value: string, max = 200): string {
  const line = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The URL as it may be logged and stored: no credentials, no query (a query may carry a key). */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}${u.search ? '?…' : ''}`;
  } catch {
    return '(invalid URL)';
  }
}
