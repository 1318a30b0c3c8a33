// GET /api/v1/grants and /grants/{id}: the first vertical slice (docs/api.md#endpoints), over HTTP.
import { describe, expect, it } from 'vitest';
import { api, fixtures } from '../fixtures/fixtures';

const key = () => fixtures().catalog.key;

describe('GET /api/v1/grants', () => {
  it('returns the paginated envelope with the documented fields', async () => {
    const res = await api('/grants', { key: key() });
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ limit: 20, offset: 0, hasMore: true });
    expect(res.body.pagination.total).toBeGreaterThan(20);
    expect(res.body.data).toHaveLength(20);
    const grant = res.body.data[0];
    for (const field of [
      'id',
      'source',
      'sourceId',
      'opportunityNumber',
      'title',
      'agency',
      'agencyCode',
      'status',
      'postedDate',
      'closeDate',
      'archiveDate',
      'awardFloor',
      'awardCeiling',
      'estimatedTotalFunding',
      'expectedAwards',
      'currency',
      'categories',
      'fundingInstruments',
      'eligibleApplicantTypes',
      'assistanceListings',
      'costSharing',
      'url',
      'updatedAt',
      'match',
      'pursuitId',
      'recurring',
    ]) {
      expect(grant, field).toHaveProperty(field);
    }
    expect(grant.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(grant.match).toBeNull(); // no missions yet: the whole catalog
    // Default status filter: open grants only, soonest close first.
    for (const g of res.body.data) expect(['posted', 'forecasted']).toContain(g.status);
    const closeDates = res.body.data.map((g: any) => g.closeDate).filter(Boolean);
    expect(closeDates).toEqual([...closeDates].sort());
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=-1', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=100001', 'offset'],
    ['offset=abc', 'offset'],
  ])('%s → 400 VALIDATION_FAILED naming %s', async (query, param) => {
    const res = await api(`/grants?${query}`, { key: key() });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toContain(param);
    expect(res.body.issues).toEqual([expect.objectContaining({ path: param, message: expect.any(String) })]);
  });

  it('pages of 5 at offsets 0, 5, 10 reproduce a page of 15', async () => {
    const pages = await Promise.all([0, 5, 10].map((o) => api(`/grants?limit=5&offset=${o}`, { key: key() })));
    const big = await api('/grants?limit=15', { key: key() });
    const ids = pages.flatMap((p) => p.body.data.map((g: any) => g.id));
    expect(ids).toHaveLength(15);
    expect(new Set(ids).size).toBe(15);
    expect(ids).toEqual(big.body.data.map((g: any) => g.id));
  });

  it('every sort is stable across pages', async () => {
    for (const sort of ['closeDate', 'postedDate', 'awardCeiling']) {
      const all = await api(`/grants?limit=100&sort=${sort}&status=posted,forecasted,closed,archived`, { key: key() });
      const paged: string[] = [];
      for (let offset = 0; offset < all.body.data.length; offset += 7) {
        const page = await api(
          `/grants?limit=7&offset=${offset}&sort=${sort}&status=posted,forecasted,closed,archived`,
          { key: key() },
        );
        paged.push(...page.body.data.map((g: any) => g.id));
      }
      expect(paged.slice(0, all.body.data.length), sort).toEqual(all.body.data.map((g: any) => g.id));
    }
  });

  it('hasMore turns false on the last page; an offset past the end is an empty page', async () => {
    const first = await api('/grants?limit=1', { key: key() });
    const total = first.body.pagination.total;
    const last = await api(`/grants?limit=5&offset=${total - 1}`, { key: key() });
    expect(last.body.data).toHaveLength(1);
    expect(last.body.pagination.hasMore).toBe(false);
    const past = await api(`/grants?limit=5&offset=${total + 10}`, { key: key() });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
  });

  it('filters by status', async () => {
    const closed = await api('/grants?status=closed&limit=100', { key: key() });
    expect(closed.status).toBe(200);
    for (const g of closed.body.data) expect(g.status).toBe('closed');
    const bad = await api('/grants?status=posted,nope', { key: key() });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('status');
  });

  it('adds facets over the filtered list when asked, and only then', async () => {
    const res = await api('/grants?limit=1&status=posted,closed&facets=status,agency,category', { key: key() });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.facets).sort()).toEqual(['agency', 'category', 'status']);
    const statusCounts = Object.fromEntries(
      res.body.facets.status.map((v: { value: string; count: number }) => [v.value, v.count]),
    );
    for (const status of ['posted', 'closed']) {
      const plain = await api(`/grants?limit=1&status=${status}`, { key: key() });
      expect(statusCounts[status] ?? 0).toBe(plain.body.pagination.total);
    }
    expect(res.body.facets.agency.length).toBeLessThanOrEqual(50);
    expect((await api('/grants?limit=1', { key: key() })).body).not.toHaveProperty('facets');
  });

  it.each(['facets=nope', 'facets=status,bogus', 'recurring=maybe'])('%s → 400 VALIDATION_FAILED', async (query) => {
    const res = await api(`/grants?${query}`, { key: key() });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('marks recurring grants and filters on them', async () => {
    const all = await api('/grants?limit=100&status=posted,forecasted,closed,archived', { key: key() });
    const yes = await api('/grants?limit=100&status=posted,forecasted,closed,archived&recurring=true', { key: key() });
    const no = await api('/grants?limit=100&status=posted,forecasted,closed,archived&recurring=false', { key: key() });
    expect(yes.body.pagination.total + no.body.pagination.total).toBe(all.body.pagination.total);
    for (const g of yes.body.data) expect(g.recurring).toBe(true);
    for (const g of no.body.data) expect(g.recurring).toBe(false);
  });
});

describe('GET /api/v1/grants/{id}', () => {
  it('returns the full grant with matches and pursuitId', async () => {
    const list = await api('/grants?limit=1', { key: key() });
    const id = list.body.data[0].id;
    const res = await api(`/grants/${id}`, { key: key() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, matches: [], pursuitId: null });
    expect(Array.isArray(res.body.cycles)).toBe(true);
    expect(res.body).toHaveProperty('recurrence');
    expect(typeof res.body.description).toBe('string');
    expect(res.body.contact).toEqual(expect.objectContaining({ name: expect.anything(), email: expect.anything() }));
  });

  it('an unknown id → 404 NOT_FOUND; a malformed id → 400 VALIDATION_FAILED', async () => {
    const unknown = await api('/grants/2f1c6d1e-8f3a-4c55-9a70-000000000000', { key: key() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NOT_FOUND');
    const malformed = await api('/grants/not-a-uuid', { key: key() });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    expect(malformed.body.issues[0].path).toBe('id');
  });
});
