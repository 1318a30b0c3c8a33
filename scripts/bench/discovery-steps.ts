// Matching benchmark on PostgreSQL: mission-side and grant-side recomputation over a generated catalog (docs/matching.md).
//
//   DATABASE_URL=postgres://…/gms_match_dev npx tsx scripts/bench/discovery-steps.ts <step>…
//   steps: orgs       create BENCH_ORGS organizations (default 300)
//          missions   create BENCH_MISSIONS missions (default 1000) with createMission: each one is matched at once
//          generate   generate BENCH_GRANTS synthetic grants (default 100000) and write them exactly like
//                     `cli grants generate`: batches of 1000, each matched in its transaction, two in flight
//          import     the same, reporting where the time goes (BENCH_CONCURRENCY batches in flight, default 2;
//                     BENCH_NO_MATCH=1: one at a time without matching, the baseline)
//          grants     recompute every grant against every active mission, in batches of 1000 (grant-side)
//          rematch    recompute every mission against the catalog, one after another (mission-side)
//          stats      sizes of grant_matches, grant_discoveries and events
import { asc, count, like, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '~/db';
import { events, grantDiscoveries, grantMatches, grants, missions, organizations } from '~/db/schema';
import { generateSyntheticGrants } from '~/server/grants/synthetic/generate';
import type { GrantInput } from '~/server/grants/types';
import { upsertGrants } from '~/server/grants/upsert';
import { createMission } from '~/server/missions/missions';
import { createOrganization } from '~/server/organizations/organizations';
import { benchMissions } from './bench-missions';
import { queryRows } from '~/server/db-rows';
import { recomputeGrantMatches, recomputeMissionMatches } from '~/server/matching/recompute';
import { chunks, upsertGrantBatchesWithMatches } from '~/server/discovery/write-grants';
import { writeSyntheticCatalog } from '~/server/discovery/synthetic-catalog';

const ORGS = Number(process.env.BENCH_ORGS ?? 300);
const MISSIONS = Number(process.env.BENCH_MISSIONS ?? 1000);
const BATCH = 1000;

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

const seconds = (since: number) => Math.round(performance.now() - since) / 1000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function benchOrgIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(like(organizations.slug, 'bench-org-%'))
    .orderBy(asc(organizations.createdAt), asc(organizations.slug));
  return rows.map((r) => r.id);
}

async function createOrgs(db: Db) {
  const started = performance.now();
  for (let i = 0; i < ORGS; i++)
    await createOrganization(db, { name: `Bench Org ${i + 1}`, slug: `bench-org-${i + 1}` });
  return { orgs: ORGS, seconds: seconds(started) };
}

async function createMissions(db: Db) {
  const orgIds = await benchOrgIds(db);
  if (orgIds.length === 0) throw new Error('run the "orgs" step first');
  const timings: number[] = [];
  const started = performance.now();
  for (const [i, fields] of benchMissions(MISSIONS, 1).entries()) {
    const t = performance.now();
    await createMission(db, orgIds[i % orgIds.length]!, fields);
    timings.push(performance.now() - t);
  }
  timings.sort((a, b) => a - b);
  return {
    missions: MISSIONS,
    seconds: seconds(started),
    perMissionMs: {
      p50: Math.round(percentile(timings, 0.5)),
      p95: Math.round(percentile(timings, 0.95)),
      max: Math.round(timings.at(-1) ?? 0),
    },
  };
}

async function generateLikeCli(db: Db) {
  const started = performance.now();
  const count = Number(process.env.BENCH_GRANTS ?? 100_000);
  const totals = await writeSyntheticCatalog(db, { count, seed: 1, batchSize: BATCH });
  return { ...totals, seconds: seconds(started) };
}

async function importGenerated(db: Db) {
  const spent = { generate: 0, upsert: 0, match: 0 };
  const started = performance.now();
  const count = Number(process.env.BENCH_GRANTS ?? 100_000);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 2);
  function* timed(): Generator<GrantInput[]> {
    const batches = chunks(generateSyntheticGrants({ count, seed: 1 }), BATCH);
    for (;;) {
      const t = performance.now();
      const next = batches.next();
      spent.generate += performance.now() - t;
      if (next.done) return;
      yield next.value;
    }
  }
  const totals = process.env.BENCH_NO_MATCH
    ? await importWithoutMatching(db, timed(), spent)
    : await upsertGrantBatchesWithMatches(db, timed(), {
        concurrency,
        onBatch: (t) => {
          spent.upsert += t.upsertMs;
          spent.match += t.matchMs;
        },
      });
  const s = (ms: number) => Math.round(ms) / 1000;
  return {
    ...totals,
    concurrency,
    seconds: seconds(started),
    // Summed over the batches: with two in flight they add up to more than the wall time.
    generateSeconds: s(spent.generate),
    upsertSeconds: s(spent.upsert),
    matchSeconds: s(spent.match),
  };
}

/** The baseline: the same batches written one at a time without matching. */
async function importWithoutMatching(db: Db, batches: Iterable<GrantInput[]>, spent: { upsert: number }) {
  const totals = { inserted: 0, updated: 0, unchanged: 0, matches: 0, discoveries: 0 };
  for (const batch of batches) {
    const t = performance.now();
    const upserted = await upsertGrants(db, batch);
    spent.upsert += performance.now() - t;
    totals.inserted += upserted.inserted;
    totals.updated += upserted.updated;
    totals.unchanged += upserted.unchanged;
  }
  return totals;
}

async function recomputeAllGrants(db: Db) {
  const started = performance.now();
  let after = '00000000-0000-0000-0000-000000000000';
  let batches = 0;
  let matches = 0;
  let discoveries = 0;
  for (;;) {
    const ids = (
      await queryRows<{ id: string }>(
        db,
        sql`select id from grants where id > ${after}::uuid order by id limit ${BATCH}`,
      )
    ).map((r) => r.id);
    if (ids.length === 0) break;
    after = ids.at(-1)!;
    const result = await db.transaction((tx) => recomputeGrantMatches(tx, ids));
    matches += result.matches;
    discoveries += result.discoveries;
    batches++;
  }
  return { batches, matches, discoveries, seconds: seconds(started) };
}

async function recomputeAllMissions(db: Db) {
  const ids = (
    await db.select({ id: missions.id }).from(missions).orderBy(asc(missions.createdAt), asc(missions.id))
  ).map((m) => m.id);
  const timings: number[] = [];
  let matches = 0;
  let discoveries = 0;
  const started = performance.now();
  for (const id of ids) {
    const t = performance.now();
    const result = await recomputeMissionMatches(db, id);
    timings.push(performance.now() - t);
    matches += result.matches;
    discoveries += result.discoveries;
  }
  timings.sort((a, b) => a - b);
  return {
    missions: ids.length,
    matches,
    discoveries,
    seconds: seconds(started),
    perMissionMs: {
      p50: Math.round(percentile(timings, 0.5)),
      p95: Math.round(percentile(timings, 0.95)),
      max: Math.round(timings.at(-1) ?? 0),
    },
  };
}

async function stats(db: Db) {
  const [[g], [m], [d], [e], histogram] = await Promise.all([
    db.select({ n: count() }).from(grants),
    db.select({ n: count() }).from(grantMatches),
    db.select({ n: count() }).from(grantDiscoveries),
    db.select({ n: count() }).from(events),
    queryRows<{ bucket: number; n: number }>(
      db,
      sql`select (score / 10 * 10)::int as bucket, count(*)::int as n from grant_matches group by 1 order by 1`,
    ),
  ]);
  const [size] = await queryRows<{ matches: string; events: string }>(
    db,
    sql`select pg_size_pretty(pg_total_relation_size('grant_matches')) as matches, pg_size_pretty(pg_total_relation_size('events')) as events`,
  );
  return { grants: g?.n, matches: m?.n, discoveries: d?.n, events: e?.n, scoreHistogram: histogram, size };
}

const STEPS: Record<string, (db: Db) => Promise<Record<string, unknown>>> = {
  orgs: createOrgs,
  missions: createMissions,
  generate: generateLikeCli,
  import: importGenerated,
  grants: recomputeAllGrants,
  rematch: recomputeAllMissions,
  stats,
};

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: '.data/bench-pglite',
  holder: 'cli',
});
if (handle.kind !== 'postgres') throw new Error('set DATABASE_URL to a PostgreSQL database');
try {
  for (const step of process.argv.slice(2)) {
    const run = STEPS[step];
    if (!run) throw new Error(`unknown step ${step}; steps: ${Object.keys(STEPS).join(', ')}`);
    const result = await run(handle.db);
    process.stdout.write(`${JSON.stringify({ step, ...result, peakRssMb: Math.round(peakRss / 1048576) })}\n`);
  }
} finally {
  clearInterval(sampler);
  await handle.close();
}
