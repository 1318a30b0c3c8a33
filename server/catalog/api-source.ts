// The Grants.gov REST API as a source of the catalog sync (docs/catalog.md#sources): search2 lists every forecasted
// and posted opportunity; only those the catalog does not hold as listed are fetched with fetchOpportunity.
import { eq } from 'drizzle-orm';
import type { Db } from '~/db';
import { grants } from '~/db/schema';
import { env } from '../env';
import { readGrantsGovApi, type SearchHit } from './grants-gov-api';
import type { CatalogSource, ExtractLimits } from './sync';

/**
 * The REST API source: `ctx.url` (the sync's `--url`) or GRANTS_GOV_API_URL is the API's base URL. A hit is current
 * when the catalog holds its opportunity with the same title, forecast or not, and (for a posted one) close date;
 * anything else (a new opportunity, a moved date, a forecast now posted) is fetched in full and written.
 */
export function grantsGovApiSource(
  db: Db,
  limits: Pick<ExtractLimits, 'apiTimeoutMs' | 'apiDeadlineMs' | 'apiMaxAnswerBytes' | 'retries' | 'retryBaseMs'>,
): CatalogSource {
  return (ctx) => {
    const config = env();
    // What the catalog holds of Grants.gov, read once at the first hit (one row of four short columns a grant).
    let stored: Promise<Map<string, { title: string; isForecast: boolean; closeDate: string | null }>> | undefined;
    const load = async () => {
      const rows = await db
        .select({
          sourceId: grants.sourceId,
          title: grants.title,
          isForecast: grants.isForecast,
          closeDate: grants.closeDate,
        })
        .from(grants)
        .where(eq(grants.source, 'grants.gov'));
      return new Map(rows.map((r) => [r.sourceId, r]));
    };
    const isCurrent = async (hit: SearchHit) => {
      const known = (await (stored ??= load())).get(hit.sourceId);
      if (!known) return false;
      const forecast = hit.status === 'forecasted';
      return (
        known.title === hit.title &&
        known.isForecast === forecast &&
        (forecast || (known.closeDate ?? null) === (hit.closeDate ?? null))
      );
    };
    return readGrantsGovApi({
      baseUrl: ctx.url ?? config.GRANTS_GOV_API_URL,
      timeoutMs: limits.apiTimeoutMs,
      deadlineMs: limits.apiDeadlineMs,
      maxAnswerBytes: limits.apiMaxAnswerBytes,
      retries: limits.retries,
      retryDelayMs: limits.retryBaseMs,
      isCurrent,
    });
  };
}
