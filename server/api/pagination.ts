// Pagination for every list endpoint (docs/api.md#pagination): limit 1–100 (default 20), offset 0–100000, a stable
// order.
import { z } from 'zod';

// Query strings arrive as text: coerce, then insist on an integer in range (0, 101, -1, abc, 1.5 → 400).
export const ZPaginationQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be an integer from 1 to 100' })
    .int('must be an integer from 1 to 100')
    .min(1, 'must be ≥ 1')
    .max(100, 'must be ≤ 100')
    .default(20)
    .describe('Page size, 1–100'),
  offset: z.coerce
    .number({ error: 'must be an integer from 0 to 100000' })
    .int('must be an integer from 0 to 100000')
    .min(0, 'must be ≥ 0')
    .max(100_000, 'must be ≤ 100000')
    .default(0)
    .describe('Rows to skip, 0–100000'),
});

export type PaginationQuery = z.infer<typeof ZPaginationQuery>;

export const ZPagination = z
  .object({
    limit: z.number().int().min(1).max(100).describe('The page size asked for'),
    offset: z.number().int().min(0).max(100_000).describe('Rows skipped'),
    total: z.number().int().min(0).describe('Rows matching the filters, over all pages'),
    hasMore: z.boolean().describe('Another page follows'),
  })
  .meta({ id: 'Pagination' });

export const paginatedResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination: ZPagination });

export function paginate<T>(data: T[], total: number, page: PaginationQuery) {
  return {
    data,
    pagination: { limit: page.limit, offset: page.offset, total, hasMore: page.offset + data.length < total },
  };
}
