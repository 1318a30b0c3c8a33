// Gives one organization `count` active missions from bench-missions.ts, each created with createMission (so each is
// matched against the whole catalog at once, as the API does). Used by the REST benchmark's set-up (rest.ts).
//
//   DATABASE_URL=postgres://…/gms_bench_rest_100k npx tsx scripts/bench/seed-missions.ts <organization-id> <count> [seed]
//
// Prints one JSON object: missions, matches stored for the organization, seconds.
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '~/db';
import { grantMatches } from '~/db/schema';
import { createMission } from '~/server/missions/missions';
import { benchMissions } from './bench-missions';

const [organizationId, countArg, seedArg = '1'] = process.argv.slice(2);
const missionCount = Number(countArg);
const seed = Number(seedArg);
if (!organizationId || !Number.isInteger(missionCount) || missionCount < 1 || !Number.isInteger(seed)) {
  throw new Error('usage: seed-missions.ts <organization-id> <count> [seed]');
}

const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: '.data/bench-pglite',
  holder: 'cli',
});
if (handle.kind !== 'postgres') throw new Error('set DATABASE_URL to a PostgreSQL database');
try {
  const started = performance.now();
  // "An organization with N missions" means N active ones: the generator leaves about 5% inactive.
  for (const fields of benchMissions(missionCount, seed))
    await createMission(handle.db, organizationId, { ...fields, active: true });
  const seconds = Math.round(performance.now() - started) / 1000;
  const [stored] = await handle.db
    .select({ n: count() })
    .from(grantMatches)
    .where(eq(grantMatches.organizationId, organizationId));
  process.stdout.write(`${JSON.stringify({ missions: missionCount, matches: stored?.n ?? 0, seconds })}\n`);
} finally {
  await handle.close();
}
